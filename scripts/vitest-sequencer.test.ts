import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slowFirst, slowTestFiles } from './vitest-sequencer';

describe('the test sequencer', () => {
  it('starts the slow files first, slowest first, and keeps the order of the rest', () => {
    const files = [
      'src/web/a.test.ts',
      'src/server/fuzz/fuzz.auth.test.ts',
      'src/server/b.test.ts',
      'src/server/fuzz/fuzz.accounts.test.ts',
      'src/server/c.test.ts',
    ];
    expect(slowFirst(files, (file) => file)).toEqual([
      'src/server/fuzz/fuzz.accounts.test.ts',
      'src/server/fuzz/fuzz.auth.test.ts',
      'src/web/a.test.ts',
      'src/server/b.test.ts',
      'src/server/c.test.ts',
    ]);
  });

  it('names files that exist (a renamed file would silently lose its place)', () => {
    for (const file of slowTestFiles) expect(existsSync(file), file).toBe(true);
  });
});
