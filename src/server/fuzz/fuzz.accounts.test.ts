import { describeFuzzPart } from '../test/fuzz.test-utils';
import { isAdminAreaRoute, isAnalyticsRoute, isMarketplaceRoute } from './fuzz-parts';

describeFuzzPart(
  'accounts, submissions, pages, health and every other route outside auth, the community, the candidate area, the marketplace, the admin area and analytics',
  (pattern) =>
    !pattern.startsWith('/api/auth') &&
    !pattern.startsWith('/api/community') &&
    !pattern.startsWith('/api/candidate') &&
    !isMarketplaceRoute(pattern) &&
    !isAdminAreaRoute(pattern) &&
    !isAnalyticsRoute(pattern) &&
    !pattern.startsWith('/api/admin/community'),
);
