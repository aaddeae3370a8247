import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { origins as e2eOrigins, e2ePort as port } from './e2e/support/origins';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Each run gets its own data directory, so e2e never touches ./data and runs start clean.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'arrs-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous bounds for busy machines (issue 11: green beside a CPU-bound process); waits are on
  // state, never on time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: e2eOrigins.consultancy,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `${e2eOrigins.consultancy}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      PUBLIC_URL: e2eOrigins.consultancy,
      MARKETPLACE_HOSTS: 'arrsplace.localhost',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Each test sends its own X-Forwarded-For (e2e/support/accounts-fixtures.ts), so tests get their own
      // rate-limit buckets as separate visitors would; the header counts only because loopback is trusted.
      TRUST_PROXY: 'loopback',
    },
  },
});
