import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import {
  type FuzzCaller,
  fuzzCallers,
  fuzzSeed,
  fuzzTargetsOf,
  runsPerTarget,
} from '../test/fuzz.test-utils';

/**
 * The pages that take input (decision 041): the jobs board's filters and a job's address. They are
 * HTML, not API routes, so the route table's parts leave them out; every caller gets the same pages.
 */
const pageTargets = [
  { method: 'GET', pattern: '/arrsplace/jobs', streaming: false },
  { method: 'GET', pattern: '/arrsplace/jobs/:job', streaming: false },
  { method: 'HEAD', pattern: '/arrsplace/jobs', streaming: false },
];

describe('fuzz: the jobs board pages', () => {
  let t: TestApp;
  let callers: FuzzCaller[];
  beforeAll(async () => {
    t = await createTestApp();
    callers = await fuzzCallers(t);
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  });

  it('never answers 5xx or leaks internals, whatever is sent, by whoever', async () => {
    const { failures, sent } = await fuzzTargetsOf(t.app, pageTargets, callers);
    expect(sent).toBeGreaterThanOrEqual(pageTargets.length * runsPerTarget);
    expect(failures.slice(0, 20), `seed ${fuzzSeed}: ${failures.length} failures`).toEqual([]);
  }, 300_000);
});
