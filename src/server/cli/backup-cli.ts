import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { ConfigError, parseEnv } from '../config';
import { restrictTreeToOwner } from '../data-dir';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { pgliteExtensions, pgliteHandle } from '../db/database';
import {
  cliTokenFile,
  cliTokenHeader,
  readCliToken,
  readServerHandle,
  serverHandleFile,
} from '../server-handle';
import { loopbackTargets } from './admin-cli';
import { BackupError, type BackupManifest, restoreBackupArchive, writeBackupArchive } from './backup-archive';

export const backupUsage = `Usage: npm run backup [-- --out FILE]

Backs up the embedded database (PGlite), DATA_DIR/auth-secret and DATA_DIR/uploads into one .tar.gz
with a manifest (time, schema version, rows per table, SHA-256 of every file). The server may keep
running: it takes the database copy itself. FILE defaults to ./arrs-place-backup-<UTC time>.tar.gz.
With DATABASE_URL, use pg_dump instead (docs/operations.md, Backups).`;

export const restoreUsage = `Usage: npm run restore -- ARCHIVE

Restores a backup of \`npm run backup\` into DATA_DIR, which must be missing or empty, and checks
every checksum and row count of its manifest. Then start the server on it (npm start).`;

export interface BackupCliIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  now?: () => Date;
  /** How long to wait for a process holding DATA_DIR to turn out to be a server (default 20 s). */
  lockWaitMs?: number;
}

const errorBodySchema = z.object({ error: z.object({ message: z.string() }) });

const s3Note =
  'STORAGE=s3: the uploaded files are in the bucket, not in this archive; back the bucket up with the provider (versioning, replication).';

/** `npm run backup`; returns the exit code (0 done, 1 failed, 2 bad usage). */
export async function runBackupCli(argv: string[], io: BackupCliIo): Promise<number> {
  let out: string | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      io.out(backupUsage);
      return 0;
    }
    out = values.out;
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${backupUsage}`);
    return 2;
  }
  try {
    const env = parseEnv(io.env);
    if (env.DATABASE_URL)
      throw new BackupError(
        'DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md, Backups).',
      );
    const dataDir = resolve(env.DATA_DIR);
    if (!existsSync(join(dataDir, 'db'))) throw new BackupError(`No database in ${dataDir}: check DATA_DIR.`);
    const now = io.now?.() ?? new Date();
    const target = resolve(out ?? `arrs-place-backup-${now.toISOString().replace(/[-:]|\.\d+/g, '')}.tar.gz`);
    if (existsSync(target)) throw new BackupError(`${target} exists already: choose another --out.`);
    const { dump, via } = await dumpDatabase(dataDir, io.lockWaitMs ?? 20_000);
    const manifest = await writeBackupArchive({ dump, dataDir, storage: env.STORAGE, out: target, now });
    io.out(`backup written to ${target} ${via}: ${summary(manifest)}`);
    if (env.STORAGE === 's3') io.out(s3Note);
    return 0;
  } catch (error) {
    io.err(`backup failed: ${knownMessage(error)}`);
    return 1;
  }
}

/** `npm run restore -- ARCHIVE`; returns the exit code (0 done, 1 failed, 2 bad usage). */
export async function runRestoreCli(argv: string[], io: BackupCliIo): Promise<number> {
  let archive: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      io.out(restoreUsage);
      return 0;
    }
    if (positionals.length !== 1) throw new Error('Give one archive to restore.');
    archive = positionals[0];
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${restoreUsage}`);
    return 2;
  }
  try {
    const env = parseEnv(io.env);
    if (env.DATABASE_URL)
      throw new BackupError(
        'DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md, Backups).',
      );
    const dataDir = resolve(env.DATA_DIR);
    const manifest = await restoreBackupArchive(resolve(archive ?? ''), dataDir);
    io.out(
      `restored the backup of ${manifest.createdAt} into ${dataDir}: ${summary(manifest)}; start the server on it`,
    );
    if (manifest.storage === 's3') io.out(s3Note);
    return 0;
  } catch (error) {
    io.err(`restore failed: ${knownMessage(error)}`);
    return 1;
  }
}

function summary(manifest: BackupManifest): string {
  const rows = Object.values(manifest.rowCounts).reduce((sum, count) => sum + count, 0);
  const tables = Object.keys(manifest.rowCounts).length;
  return `${rows} rows in ${tables} tables, ${manifest.files.length} files, schema ${manifest.schemaVersion.tag}`;
}

function knownMessage(error: unknown): string {
  if (error instanceof BackupError || error instanceof ConfigError) return error.message;
  return error instanceof Error ? `${error.message}` : String(error);
}

/** By the server that holds DATA_DIR, when one does, over the admin CLI's loopback channel (decision 007). */
async function dumpDatabase(dataDir: string, lockWaitMs: number): Promise<{ dump: Buffer; via: string }> {
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    let lock: ReturnType<typeof acquireDataDirLock>;
    try {
      lock = acquireDataDirLock(dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      const handle = readServerHandle(dataDir);
      if (handle?.pid === error.holderPid) {
        return {
          dump: await dumpThroughServer(dataDir, loopbackTargets(handle)),
          via: `by the running server (pid ${handle.pid})`,
        };
      }
      if (Date.now() >= deadline) {
        throw new BackupError(`${error.message} It has not published ${serverHandleFile}; try again.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      const client = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: pgliteExtensions });
      const database = pgliteHandle(client);
      try {
        const blob = await database.dumpDataDir?.();
        if (!blob) throw new BackupError('The embedded database cannot be dumped.');
        return { dump: Buffer.from(await blob.arrayBuffer()), via: `from ${dataDir} (no server running)` };
      } finally {
        await database.close();
        restrictTreeToOwner(join(dataDir, 'db'));
      }
    } finally {
      lock.release();
    }
  }
}

async function dumpThroughServer(dataDir: string, targets: string[]): Promise<Buffer> {
  let token: string | undefined;
  try {
    token = readCliToken(dataDir);
  } catch (error) {
    throw new BackupError(
      `Cannot read ${join(dataDir, cliTokenFile)} (${error instanceof Error && 'code' in error ? String(error.code) : error}): run this command as the OS user that runs the server.`,
    );
  }
  if (!token) throw new BackupError(`The running server has not published ${cliTokenFile}.`);
  if (targets.length === 0) {
    throw new BackupError(
      'The running server does not listen on a loopback address: set HOST to localhost, 127.0.0.1 or 0.0.0.0.',
    );
  }
  let unreachable: unknown;
  for (const origin of targets) {
    let response: Response;
    try {
      response = await fetch(`${origin}/api/internal/backup`, {
        method: 'POST',
        headers: { [cliTokenHeader]: token },
        signal: AbortSignal.timeout(10 * 60_000),
      });
    } catch (error) {
      unreachable = error;
      continue;
    }
    if (response.ok) return Buffer.from(await response.arrayBuffer());
    const refusal = errorBodySchema.safeParse(await response.json().catch(() => undefined));
    throw new BackupError(
      refusal.success ? refusal.data.error.message : `the server answered ${response.status}`,
    );
  }
  throw new BackupError(
    `Could not reach the running server at ${targets.join(', ')}: ${String(unreachable)}`,
  );
}
