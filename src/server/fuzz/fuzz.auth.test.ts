import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import {
  type FuzzCaller,
  fuzzCallers,
  fuzzSeed,
  fuzzTargets,
  fuzzTargetsOf,
  runsPerTarget,
} from '../test/fuzz.test-utils';

/** Issue 11's fuzz suite, part: the /api/auth endpoints (better-auth behind our proxy). */
describe('fuzz: the /api/auth endpoints (better-auth behind our proxy)', () => {
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
    const targets = fuzzTargets(t.app, (pattern) => pattern === '/api/auth/*');
    expect(targets.length).toBeGreaterThan(0);
    const { failures, sent } = await fuzzTargetsOf(t.app, targets, callers);
    expect(sent).toBeGreaterThanOrEqual(targets.length * runsPerTarget);
    expect(failures.slice(0, 20), `seed ${fuzzSeed}: ${failures.length} failures`).toEqual([]);
  }, 300_000);
});
