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
    globalSetup: ['src/server/test/vitest.global-setup.ts'],
    // Bounds against a hang, not expectations of speed: CI machines are busy (issue 11 asks for green
    // runs beside a CPU-bound process), and an API test that signs several people in may take a while.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
