import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './scripts/vitest-sequencer';

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // One test file per core (Vitest's default leaves one core free: on a 2-core CI machine, one worker).
    maxWorkers: availableParallelism(),
    // The slowest files first (the fuzz parts, the process tests), so both workers finish together.
    sequence: { sequencer: SlowFirstSequencer },
    // Bounds against a hang, not expectations of speed: CI machines are busy (runs must stay green
    // beside a CPU-bound process), and an API test that signs several people in may take a while.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The migrated PGlite template and the per-file database clean-up: server tests only.
          setupFiles: ['src/server/test/vitest.setup.ts'],
          globalSetup: ['src/server/test/vitest.global-setup.ts'],
          // The server's test files build their own app and database and mock no modules: a worker
          // keeps the modules it has loaded from one file to the next instead of importing the whole
          // server again for each (about 5 s a file on the 2-CPU machine).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web and shared',
          include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx', 'src/shared/**/*.test.ts'],
          // Pure functions and components; the few that stub a global (fetch) restore it after each
          // test. A worker keeps its modules from file to file, as the server's do.
          isolate: false,
        },
      },
    ],
  },
});
