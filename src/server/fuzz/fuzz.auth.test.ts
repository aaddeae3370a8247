import { describeFuzzPart } from '../test/fuzz.test-utils';

describeFuzzPart(
  'the /api/auth endpoints (better-auth behind our proxy)',
  (pattern) => pattern === '/api/auth/*',
);
