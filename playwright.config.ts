import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  origins as e2eOrigins,
  e2eSmtpPort,
  mailFailureOrigins,
  mailFailurePort,
  e2ePort as port,
} from './e2e/support/origins';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
import { serverCommand } from './scripts/server-command';

// Each run gets its own data directory, so e2e never touches ./data and runs start clean.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'arrs-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const mailFailureDataDir =
  process.env.E2E_MAIL_FAILURE_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'arrs-e2e-mail-failure-'));
process.env.E2E_MAIL_FAILURE_DATA_DIR = mailFailureDataDir;

const serverEnv = {
  HOST: 'localhost',
  MARKETPLACE_HOSTS: 'arrsplace.localhost',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // Each test sends its own X-Forwarded-For (e2e/support/accounts-fixtures.ts), so tests get their own
  // rate-limit buckets as separate visitors would; the header counts only because loopback is trusted.
  TRUST_PROXY: 'loopback',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous bounds for busy machines (green beside a CPU-bound process); waits are on
  // state, never on time. 20 s for an expectation: on a slow 2-CPU VM running two workers (load
  // average 13), a page's list can take more than 10 s from navigation to render.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: e2eOrigins.consultancy,
    // Recording a trace for every test costs a fifth of the suite's time (decision 044): only on request.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: serverCommand,
      url: `${e2eOrigins.consultancy}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: e2eOrigins.consultancy },
    },
    {
      command: 'node --import tsx e2e/support/bouncing-smtp-server.ts',
      port: e2eSmtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(e2eSmtpPort) },
    },
    {
      // Mail goes over SMTP to the server above: dead letters are real (admin-mail-retry.spec.ts).
      command: serverCommand,
      url: `${mailFailureOrigins.consultancy}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(mailFailurePort),
        DATA_DIR: mailFailureDataDir,
        PUBLIC_URL: mailFailureOrigins.consultancy,
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}?connectionTimeout=5000&greetingTimeout=5000&socketTimeout=5000`,
      },
    },
  ],
});
