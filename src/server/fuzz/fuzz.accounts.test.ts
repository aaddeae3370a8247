import { describeFuzzPart } from '../test/fuzz.test-utils';

describeFuzzPart(
  'accounts, admin, submissions, pages, health and every other route outside auth, the community and the candidate area',
  (pattern) =>
    !pattern.startsWith('/api/auth') &&
    !pattern.startsWith('/api/community') &&
    !pattern.startsWith('/api/candidate') &&
    !pattern.startsWith('/api/admin/community'),
);
