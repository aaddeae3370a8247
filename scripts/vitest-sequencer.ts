import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take far longer than the rest by design, slowest first (docs/performance.md,
 * "Test suite time"): the fuzz parts send 1,000 inputs to every route, the others start real servers,
 * CLIs or databases of every earlier schema.
 */
export const slowTestFiles: readonly string[] = [
  'src/server/fuzz/fuzz.accounts.test.ts',
  'src/server/fuzz/fuzz.marketplace.test.ts',
  'src/server/fuzz/fuzz.admin.test.ts',
  'src/server/fuzz/fuzz.auth.test.ts',
  'src/server/cli/backup-cli.test.ts',
  'src/server/fuzz/fuzz.community.test.ts',
  'src/server/cli/admin-cli.test.ts',
  'src/server/fuzz/fuzz.candidate.test.ts',
  'src/server/data-dir.test.ts',
  'src/server/db/migrations-upgrade.test.ts',
  'src/server/db/database.pglite-memory.test.ts',
  'src/server/fuzz/fuzz.analytics.test.ts',
];

/**
 * With two workers, starting the longest files first keeps both busy to the end; Vitest's own order does
 * that only from an earlier run's durations, which a fresh CI checkout lacks.
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
