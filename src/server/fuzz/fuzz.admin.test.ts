import { describeFuzzPart } from '../test/fuzz.test-utils';
import { isAdminAreaRoute } from './fuzz-parts';

describeFuzzPart('the admin area’s queues and viewers', isAdminAreaRoute);
