import { describeFuzzPart } from '../test/fuzz.test-utils';
import { isMarketplaceRoute } from './fuzz-parts';

describeFuzzPart(
  'the candidate area',
  (pattern) => pattern.startsWith('/api/candidate') && !isMarketplaceRoute(pattern),
);
