import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { verification } from '../../db/schema';
import { createTestConfig, sharedFixtureWebRoot } from '../../test/app.test-utils';
import { createTestDatabase } from '../../test/database.test-utils';
import type { RetentionReport } from './retention.service';
import { createRetentionWorker, retentionIntervalMs } from './retention-worker';

const emptyReport = (): RetentionReport => ({
  deleted: {
    contactSubmissions: 0,
    candidateSubmissions: 0,
    employerSubmissions: 0,
    securityEvents: 0,
    notFoundLog: 0,
    rateLimitHits: 0,
    rateLimitBlocks: 0,
    signInFailures: 0,
    deliveredMail: 0,
    undeliverableMail: 0,
    sessions: 0,
    verifications: 0,
    analyticsPageViews: 0,
    analyticsClicks: 0,
    analyticsSessions: 0,
    analyticsSalts: 0,
  },
  inactiveCandidates: { warned: 0, erased: 0, failed: 0 },
  inactiveEmployers: { warned: 0, erased: 0, failed: 0 },
});

function capturingLogger() {
  const lines: { level: string; details: object; message: string }[] = [];
  return {
    lines,
    info: (details: object, message: string) => lines.push({ level: 'info', details, message }),
    error: (details: object, message: string) => lines.push({ level: 'error', details, message }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('retention worker', () => {
  it('runs at start, then once a day, and logs the counts', async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => emptyReport());
    const logger = capturingLogger();
    const worker = createRetentionWorker({ run, logger });
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(retentionIntervalMs - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.lines[0]).toMatchObject({
      level: 'info',
      message: 'retention run finished',
      details: { deleted: { sessions: 0 }, inactiveCandidates: { erased: 0 } },
    });
    await worker.stop();
    await vi.advanceTimersByTimeAsync(2 * retentionIntervalMs);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run and tries again the next day', async () => {
    vi.useFakeTimers();
    const run = vi
      .fn<() => Promise<RetentionReport>>()
      .mockRejectedValueOnce(new Error('database unreachable'))
      .mockResolvedValue(emptyReport());
    const logger = capturingLogger();
    const worker = createRetentionWorker({ run, logger });
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.lines[0]).toEqual({
      level: 'error',
      // Logged through the logger's error serializer (a database error by its code only).
      details: { err: expect.objectContaining({ message: 'database unreachable' }) },
      message: 'retention run failed',
    });
    await vi.advanceTimersByTimeAsync(retentionIntervalMs);
    expect(run).toHaveBeenCalledTimes(2);
    await worker.stop();
  });

  it('stop() waits for the run in flight', async () => {
    let finish = () => {};
    const run = vi.fn(
      () =>
        new Promise<RetentionReport>((resolve) => {
          finish = () => resolve(emptyReport());
        }),
    );
    const worker = createRetentionWorker({ run, logger: capturingLogger() });
    worker.start();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});

describe('retention plugin', () => {
  it('runs when the server starts it, logs counts without personal data, and stops on close', async () => {
    const database = await createTestDatabase();
    const now = new Date();
    await database.db.insert(verification).values({
      id: 'expired',
      identifier: 'reset-password:someone@example.test',
      value: 'secret-token',
      expiresAt: new Date(now.getTime() - 60_000),
    });
    const logStream = new PassThrough();
    let logs = '';
    logStream.on('data', (chunk) => {
      logs += String(chunk);
    });
    const app = await buildApp({
      config: createTestConfig({ LOG_LEVEL: 'info' }),
      database,
      webRoot: sharedFixtureWebRoot(),
      now: () => now,
      startRetentionJob: true,
      logStream,
    });
    await app.ready();
    await vi.waitFor(() => expect(logs).toContain('retention run finished'), { timeout: 10_000 });
    expect(await database.db.select().from(verification)).toHaveLength(0);
    expect(logs).toContain('"verifications":1');
    expect(logs).not.toContain('someone@example.test');
    await app.close();
  });
});
