import { describeFuzzPart } from '../test/fuzz.test-utils';

describeFuzzPart(
  'accounts, admin, submissions, pages, health and every other route outside auth and the community',
  (pattern) =>
    !pattern.startsWith('/api/auth') &&
    !pattern.startsWith('/api/community') &&
    !pattern.startsWith('/api/admin/community'),
);
