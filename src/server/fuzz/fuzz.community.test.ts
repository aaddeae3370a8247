import { describeFuzzPart } from '../test/fuzz.test-utils';

describeFuzzPart(
  'the community and its moderation',
  (pattern) => pattern.startsWith('/api/community') || pattern.startsWith('/api/admin/community'),
);
