import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { restrictNewFilesToOwner } from '../data-dir';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import {
  type Database,
  type DatabaseHandle,
  migratePostgres,
  openPglite,
  openPostgres,
} from '../db/database';
import { readServerHandle } from '../server-handle';
import { checkTexts, seedDemo } from './demo-seed';
import { SeedError } from './seed-error';

/* Refuses a database a running server holds. */

async function withDatabase(open: () => Promise<DatabaseHandle>, work: (db: Database) => Promise<string>) {
  const database = await open();
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

export async function runSeedDemo(env: NodeJS.ProcessEnv, argv: string[]): Promise<string> {
  const config = loadConfig(env);
  if (config.isProduction && !argv.includes('--force')) {
    throw new SeedError(
      'NODE_ENV is production: demo accounts share a published password. Run with --force if you really mean it.',
    );
  }
  checkTexts();
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    await migratePostgres(url);
    return withDatabase(
      async () => openPostgres(url, 2),
      (db) => seedDemo(db, config),
    );
  }
  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(config.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const server =
      readServerHandle(config.DATA_DIR)?.pid === error.holderPid ? 'An ARRS Place server' : 'A process';
    throw new SeedError(
      `${server} (pid ${error.holderPid}) is using the embedded database in ${config.DATA_DIR}. ` +
        'Stop it (Ctrl-C in its terminal), run npm run seed:demo again, then start the server.',
    );
  }
  try {
    return await withDatabase(
      () => openPglite(join(config.DATA_DIR, 'db')),
      (db) => seedDemo(db, config),
    );
  } finally {
    lock.release();
  }
}

try {
  restrictNewFilesToOwner();
  console.log(await runSeedDemo(process.env, process.argv.slice(2)));
} catch (error) {
  const known = error instanceof SeedError || error instanceof ConfigError;
  console.error(`seed:demo failed: ${known ? error.message : String(error)}`);
  if (!known && error instanceof Error && error.stack) console.error(error.stack);
  process.exitCode = 1;
}
