import { describeFuzzPart } from '../test/fuzz.test-utils';
import { isMarketplaceRoute } from './fuzz-parts';

describeFuzzPart('the marketplace: organisations, search and opportunities', isMarketplaceRoute);
