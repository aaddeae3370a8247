import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take far longer than the rest by design, slowest first (seconds of their own
 * on the 2-CPU machine, 2026-11-28): the fuzz parts send 1,000 inputs to every route, the others
 * start real servers, CLIs or databases of every earlier schema.
 */
export const slowTestFiles: readonly string[] = [
  'src/server/fuzz/fuzz.accounts.test.ts', // 40
  'src/server/fuzz/fuzz.marketplace.test.ts', // 27
  'src/server/fuzz/fuzz.admin.test.ts', // 19
  'src/server/fuzz/fuzz.auth.test.ts', // 18
  'src/server/cli/backup-cli.test.ts', // 17
  'src/server/fuzz/fuzz.community.test.ts', // 14
  'src/server/cli/admin-cli.test.ts', // 14
  'src/server/fuzz/fuzz.candidate.test.ts', // 14
  'src/server/data-dir.test.ts', // 13
  'src/server/db/migrations-upgrade.test.ts', // 11
  'src/server/db/database.pglite-memory.test.ts', // 8
  'src/server/fuzz/fuzz.analytics.test.ts', // 7
];

/**
 * `files` with the slow ones first, in the order of `slowTestFiles`, the rest in their given order.
 * With two workers, starting the longest files first keeps both busy to the end; Vitest's own order
 * does that only from the durations of an earlier run, which a fresh CI checkout does not have (it
 * then starts the largest files first, and the fuzz parts are a few lines each).
 */
export function slowFirst<T>(files: readonly T[], pathOf: (file: T) => string): T[] {
  const rank = (file: T) => {
    const index = slowTestFiles.indexOf(pathOf(file));
    return index === -1 ? slowTestFiles.length : index;
  };
  return [...files].sort((a, b) => rank(a) - rank(b));
}

/** Vitest's order (projects, isolation, earlier failures and durations), then `slowFirst`. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    return slowFirst(await super.sort(files), (file) => relative(root, file.moduleId).replaceAll('\\', '/'));
  }
}
