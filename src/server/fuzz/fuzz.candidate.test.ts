import { describeFuzzPart } from '../test/fuzz.test-utils';

describeFuzzPart('the candidate area', (pattern) => pattern.startsWith('/api/candidate'));
