import { describeFuzzPart } from '../test/fuzz.test-utils';
import { isMarketplaceRoute } from './fuzz-parts';

describeFuzzPart(
  'accounts, admin, submissions, pages, health and every other route outside auth, the community, the candidate area and the marketplace',
  (pattern) =>
    !pattern.startsWith('/api/auth') &&
    !pattern.startsWith('/api/community') &&
    !pattern.startsWith('/api/candidate') &&
    !isMarketplaceRoute(pattern) &&
    !pattern.startsWith('/api/admin/community'),
);
