import { afterAll } from 'vitest';
import { runTestFileEnd } from './test-file-end';

afterAll(runTestFileEnd);
