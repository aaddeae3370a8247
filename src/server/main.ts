import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDataDir, restrictNewFilesToOwner } from './data-dir';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { type DatabaseHandle, migratePostgres, openPglite, openPostgres } from './db/database';
import { type MetricsListener, startMetricsListener } from './metrics/metrics-listener';
import { publishServerHandle } from './server-handle';

async function main() {
  // Before anything is written (loadConfig may write the generated secret).
  restrictNewFilesToOwner();
  const config = loadConfig();
  const dataDirWarnings = prepareDataDir(config.DATA_DIR);

  let database: DatabaseHandle;
  let releaseLock = () => {};
  if (config.DATABASE_URL) {
    await migratePostgres(config.DATABASE_URL);
    database = openPostgres(config.DATABASE_URL, undefined, {
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    });
  } else {
    const lock = acquireDataDirLock(config.DATA_DIR);
    releaseLock = () => lock.release();
    try {
      database = await openPglite(join(config.DATA_DIR, 'db'), {
        worker: config.PGLITE_WORKER,
        ...(config.PGLITE_SHARED_BUFFERS_MB ? { sharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB } : {}),
      });
    } catch (error) {
      releaseLock();
      throw error;
    }
  }

  const app = await buildApp({
    config,
    database,
    startMailWorker: true,
    startRetentionJob: true,
    startDocumentReminders: true,
  });
  for (const warning of dataDirWarnings) app.log.warn(warning);

  let metricsListener: MetricsListener | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      releaseLock();
      process.exit(1);
    }, 15_000);
    forceExit.unref();
    try {
      await metricsListener?.close();
      await app.close();
      releaseLock();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      releaseLock();
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
    if (config.METRICS_PORT) {
      metricsListener = await startMetricsListener(app, {
        port: config.METRICS_PORT,
        host: config.METRICS_HOST,
      });
      app.log.info(`metrics for Prometheus at ${metricsListener.url}/metrics`);
    }
  } catch (error) {
    await metricsListener?.close();
    await app.close().catch(() => {});
    releaseLock();
    throw error;
  }
  if (!config.DATABASE_URL) {
    // The admin CLI cannot open the PGlite directory we hold: it finds us here and asks over loopback.
    const handle = publishServerHandle(config.DATA_DIR, app.addresses());
    const release = releaseLock;
    releaseLock = () => {
      handle.withdraw();
      release();
    };
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('ARRS Place failed to start:', error);
  }
  process.exit(1);
});
