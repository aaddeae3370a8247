import { describeFuzzPart } from '../test/fuzz.test-utils';
import { isAnalyticsRoute } from './fuzz-parts';

describeFuzzPart('the analytics beacons and dashboards', isAnalyticsRoute);
