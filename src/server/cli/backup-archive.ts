import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { TarArchive } from 'archiver';
import { z } from 'zod';
import { restrictTreeToOwner } from '../data-dir';
import { pgliteExtensions } from '../db/database';
import { countRowsPerTable, schemaVersion } from '../db/row-counts';

/*
 * The embedded mode's backup file (decision 020): one .tar.gz holding
 *   manifest.json  — when, schema version, rows per table, size and SHA-256 of every other entry
 *   database.tar   — PGlite's data directory (dumpDataDir), loadable with PGlite's loadDataDir
 *   auth-secret    — DATA_DIR/auth-secret when the server generated it (TOTP secrets are encrypted
 *                    with it); absent when AUTH_SECRET comes from the environment
 *   uploads/…      — DATA_DIR/uploads as it is on disk (absent with STORAGE=s3: the bucket is backed up
 *                    by its provider)
 */
const fileEntrySchema = z.object({
  path: z
    .string()
    .regex(/^(database\.tar|auth-secret|uploads\/[\w./-]+)$/)
    .refine((path) => !path.split('/').includes('..'), 'no ".." in paths'),
  bytes: z.number().int(),
  sha256: z.string(),
});
export const manifestSchema = z.object({
  format: z.literal('arrs-place-backup'),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  storage: z.enum(['local', 's3']),
  schemaVersion: z.object({ tag: z.string().nullable(), applied: z.number().int() }),
  database: fileEntrySchema,
  rowCounts: z.record(z.string(), z.number().int()),
  files: z.array(fileEntrySchema),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export class BackupError extends Error {}

const databaseEntry = 'database.tar';
const authSecretEntry = 'auth-secret';

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Every finished file under `root` (a write in progress is `*.partial`: not yet an upload). */
async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Opens a dump in memory: rows per table and schema version, and proof that it loads. */
export async function inspectDatabaseDump(dump: Blob) {
  const client = await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions });
  try {
    return { rowCounts: await countRowsPerTable(client), schemaVersion: await schemaVersion(client) };
  } finally {
    await client.close();
  }
}

export interface WriteBackupOptions {
  dump: Buffer;
  dataDir: string;
  storage: 'local' | 's3';
  out: string;
  now: Date;
}

async function dataDirFiles(dataDir: string, storage: 'local' | 's3'): Promise<string[]> {
  const secret = existsSync(join(dataDir, authSecretEntry)) ? [authSecretEntry] : [];
  const uploads = storage === 'local' ? await listFiles(join(dataDir, 'uploads')) : [];
  return [...secret, ...uploads.map((path) => relative(dataDir, path).split(sep).join('/'))];
}

/** Through a temporary name: a half-written backup never has the name. */
export async function writeBackupArchive(options: WriteBackupOptions): Promise<BackupManifest> {
  const { rowCounts, schemaVersion: version } = await inspectDatabaseDump(new Blob([options.dump]));
  const files: BackupManifest['files'] = [];
  for (const name of await dataDirFiles(options.dataDir, options.storage)) {
    const path = join(options.dataDir, ...name.split('/'));
    files.push({ path: name, bytes: (await stat(path)).size, sha256: await sha256Of(path) });
  }
  const manifest: BackupManifest = {
    format: 'arrs-place-backup',
    formatVersion: 1,
    createdAt: options.now.toISOString(),
    storage: options.storage,
    schemaVersion: version,
    database: {
      path: databaseEntry,
      bytes: options.dump.length,
      sha256: createHash('sha256').update(options.dump).digest('hex'),
    },
    rowCounts,
    files,
  };

  const partial = `${options.out}.partial`;
  const archive = new TarArchive({ gzip: true, gzipOptions: { level: 6 } });
  const written = pipeline(archive, createWriteStream(partial, { mode: 0o600 }));
  archive.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: 'manifest.json' });
  archive.append(options.dump, { name: databaseEntry });
  for (const { path } of files) archive.file(join(options.dataDir, ...path.split('/')), { name: path });
  try {
    await Promise.all([archive.finalize(), written]);
    await rename(partial, options.out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return manifest;
}

/** Every checksum and row count is checked before success; on any failure `dataDir` is left empty. */
export async function restoreBackupArchive(archivePath: string, dataDir: string): Promise<BackupManifest> {
  if (!existsSync(archivePath)) throw new BackupError(`No such file: ${archivePath}`);
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    throw new BackupError(`DATA_DIR ${dataDir} is not empty: restore into a new or empty directory.`);
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    const staging = await mkdtemp(join(dataDir, '.restore-'));
    // The system's tar (GNU or bsdtar) streams the archive and refuses absolute and `..` paths.
    await promisify(execFile)('tar', ['-xzf', archivePath, '-C', staging, '--no-same-owner']);
    const manifest = manifestSchema.parse(JSON.parse(await readFile(join(staging, 'manifest.json'), 'utf8')));
    for (const entry of [manifest.database, ...manifest.files]) {
      const path = join(staging, ...entry.path.split('/'));
      if (!existsSync(path)) throw new BackupError(`The archive lacks ${entry.path}.`);
      if ((await sha256Of(path)) !== entry.sha256) throw new BackupError(`${entry.path}: checksum differs.`);
    }

    const client = await PGlite.create({
      dataDir: join(dataDir, 'db'),
      loadDataDir: new Blob([await readFile(join(staging, databaseEntry))]),
      extensions: pgliteExtensions,
    });
    try {
      const counts = await countRowsPerTable(client);
      if (JSON.stringify(counts) !== JSON.stringify(manifest.rowCounts)) {
        throw new BackupError('The restored database does not hold the rows the manifest lists.');
      }
    } finally {
      await client.close();
    }
    for (const entry of [authSecretEntry, 'uploads']) {
      if (existsSync(join(staging, entry))) await rename(join(staging, entry), join(dataDir, entry));
    }
    await rm(staging, { recursive: true, force: true });
    restrictTreeToOwner(dataDir);
    return manifest;
  } catch (error) {
    for (const entry of await readdir(dataDir))
      await rm(join(dataDir, entry), { recursive: true, force: true });
    if (error instanceof Error && 'stderr' in error)
      throw new BackupError(`tar failed: ${String(error.stderr)}`);
    throw error;
  }
}
