import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../db/database';
import { countRowsPerTable, readMigrationJournal } from '../db/row-counts';
import { createLocalStorage } from '../storage/local-storage';
import { migratedPgliteTemplate, writeMigratedPglite } from '../test/database.test-utils';
import { type ServerProcess, startServerProcess } from '../test/server-process.test-utils';
import { runAdminCli } from './admin-cli';
import { manifestSchema, writeBackupArchive } from './backup-archive';
import { type BackupCliIo, runBackupCli, runRestoreCli } from './backup-cli';

/**
 * `npm run backup` of the embedded mode while the real server runs on the data directory (it holds
 * PGlite's lock, so the server itself takes the copy), then `npm run restore` into a new directory:
 * the same rows in every table, the same uploaded file, the same auth secret. PGlite only.
 */
let root = '';
const dataDir = () => join(root, 'data');
const password = 'Harbour-Violet-Compass-73!';
const upload = randomBytes(300_000);
const uploadKey = 'backup-test-upload';
let server: ServerProcess | undefined;

async function cli(run: typeof runBackupCli, args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const io: BackupCliIo = {
    env: { ...env, LOG_LEVEL: 'silent' },
    out: (l) => lines.push(l),
    err: (l) => lines.push(l),
  };
  const code = await run(args, io);
  return { code, printed: lines.join('\n') };
}

async function countRowsIn(databaseDir: string) {
  const client = await PGlite.create({ dataDir: databaseDir, extensions: pgliteExtensions });
  try {
    return await countRowsPerTable(client);
  } finally {
    await client.close();
  }
}

/** The manifest, read with the system's tar as an operator would (`tar -xzOf FILE manifest.json`). */
function readManifest(path: string) {
  return manifestSchema.parse(
    JSON.parse(execFileSync('tar', ['-xzOf', path, 'manifest.json'], { encoding: 'utf8' })),
  );
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run backup / restore (embedded mode)', () => {
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'arrs-backup-'));
    mkdirSync(dataDir(), { mode: 0o700 });
    await writeMigratedPglite(join(dataDir(), 'db'));
    server = await startServerProcess({ DATA_DIR: dataDir() });
    // Data through the running server: accounts over the admin CLI's channel, a file in its storage.
    const accounts: [string, string][] = [
      ['ops@example.org', 'master_admin'],
      ['nurse@example.org', 'candidate'],
    ];
    for (const [email, role] of accounts) {
      const created = await runAdminCli(
        ['create', '--email', email, '--password', password, '--role', role],
        {
          env: { DATA_DIR: dataDir() },
          out: () => {},
          err: (line) => console.error(line),
          readStdin: async () => '',
        },
      );
      expect(created).toBe(0);
    }
    await createLocalStorage(join(dataDir(), 'uploads')).write(uploadKey, Readable.from([upload]));
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('backs up while the server answers, and restores the same rows, file and secret', async () => {
    const running = server;
    if (!running) throw new Error('no server');
    const archive = join(root, 'backup.tar.gz');
    const restoredDir = join(root, 'restored');
    const health: number[] = [];
    const backingUp = cli(runBackupCli, ['--out', archive], { DATA_DIR: dataDir() });
    // The server keeps answering while the backup runs.
    while (health.length < 5) health.push((await fetch(`${running.base}/api/health`)).status);
    const backup = await backingUp;
    expect(backup.code, backup.printed).toBe(0);
    expect(backup.printed).toMatch(/by the running server \(pid \d+\)/);
    expect(health).toEqual([200, 200, 200, 200, 200]);

    await running.stop();
    const original = await countRowsIn(join(dataDir(), 'db'));
    expect(original['public."user"']).toBe(2);
    expect(readManifest(archive).rowCounts).toEqual(original);
    // With no server running, the CLI opens the database itself: the same rows.
    const offline = join(root, 'offline.tar.gz');
    const offlineBackup = await cli(runBackupCli, ['--out', offline], { DATA_DIR: dataDir() });
    expect(offlineBackup.code, offlineBackup.printed).toBe(0);
    expect(offlineBackup.printed).toContain('(no server running)');
    expect(existsSync(join(dataDir(), 'server.lock'))).toBe(false);
    expect(readManifest(offline).rowCounts).toEqual(original);

    const restored = await cli(runRestoreCli, [archive], { DATA_DIR: restoredDir });
    expect(restored.code, restored.printed).toBe(0);
    expect(await countRowsIn(join(restoredDir, 'db'))).toEqual(original);
    const restoredUpload = readFileSync(join(restoredDir, 'uploads', uploadKey.slice(0, 2), uploadKey));
    expect(sha256(restoredUpload)).toBe(sha256(upload));
    expect(readFileSync(join(restoredDir, 'auth-secret'), 'utf8')).toBe(
      readFileSync(join(dataDir(), 'auth-secret'), 'utf8'),
    );
  }, 120_000);

  it('refuses to restore into a directory that is not empty, and leaves it as it was', async () => {
    const occupied = join(root, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'keep.txt'), 'mine');
    const anyFile = join(root, 'any.tar.gz');
    writeFileSync(anyFile, '');
    const refused = await cli(runRestoreCli, [anyFile], { DATA_DIR: occupied });
    expect(refused.code).toBe(1);
    expect(refused.printed).toContain('is not empty');
    expect(readdirSync(occupied)).toEqual(['keep.txt']);
  });

  it('refuses an archive whose file does not match its checksum, leaving DATA_DIR empty', async () => {
    const source = join(root, 'tamper-source');
    mkdirSync(join(source, 'uploads', 'ab'), { recursive: true });
    writeFileSync(join(source, 'uploads', 'ab', 'abc'), 'the original');
    // The run's migrated database (vitest.global-setup.ts) as the dump.
    const dump = await migratedPgliteTemplate();
    const good = join(root, 'good.tar.gz');
    await writeBackupArchive({ dump, dataDir: source, storage: 'local', out: good, now: new Date() });
    const { entries } = readMigrationJournal();
    expect(readManifest(good).schemaVersion).toEqual({ tag: entries.at(-1)?.tag, applied: entries.length });

    // The same archive with the upload changed after the manifest was written.
    const unpacked = join(root, 'tamper-unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', good, '-C', unpacked]);
    writeFileSync(join(unpacked, 'uploads', 'ab', 'abc'), 'not the original');
    const tampered = join(root, 'tampered.tar.gz');
    execFileSync('tar', ['-czf', tampered, '-C', unpacked, '.']);
    const target = join(root, 'tamper-target');
    const refused = await cli(runRestoreCli, [tampered], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.printed).toContain('uploads/ab/abc: checksum differs');
    expect(readdirSync(target)).toEqual([]);

    const restored = await cli(runRestoreCli, [good], { DATA_DIR: target });
    expect(restored.code, restored.printed).toBe(0);
    expect(readFileSync(join(target, 'uploads', 'ab', 'abc'), 'utf8')).toBe('the original');
  });
});
