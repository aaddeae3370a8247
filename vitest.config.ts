import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One test file per core (Vitest's default leaves one core free: on a 2-core CI machine, one worker).
    maxWorkers: availableParallelism(),
    setupFiles: ['src/server/test/vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
