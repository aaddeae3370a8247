import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeMigratedPglite } from './test/database.test-utils';
import { startServerProcess } from './test/server-process.test-utils';

/** Every directory and file under `root` with its permission bits. */
function modes(root: string): { path: string; mode: number; directory: boolean }[] {
  const found = [{ path: root, mode: statSync(root).mode & 0o777, directory: true }];
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    found.push({ path, mode: statSync(path).mode & 0o777, directory: entry.isDirectory() });
  }
  return found;
}

/** The embedded database, secret and mail are private to the server's OS user. */
describe('DATA_DIR permissions (a real server process)', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  const tempRoot = () => {
    const root = mkdtempSync(join(tmpdir(), 'arrs-perms-'));
    roots.push(root);
    return root;
  };

  // With the embedded database on the server's thread (the default) and on its own (decision 033).
  for (const worker of ['false', 'true']) {
    it(`creates DATA_DIR 0700 and every file in it 0600, database included (PGLITE_WORKER=${worker})`, async () => {
      const dataDir = join(tempRoot(), 'data');
      const server = await startServerProcess({ DATA_DIR: dataDir, PGLITE_WORKER: worker });
      try {
        const all = modes(dataDir);
        expect(all.map((item) => item.path)).toEqual(
          expect.arrayContaining([
            join(dataDir, 'db'),
            join(dataDir, 'auth-secret'),
            join(dataDir, 'server.lock'),
          ]),
        );
        expect(all.filter((item) => item.path.startsWith(join(dataDir, 'db', ''))).length).toBeGreaterThan(
          10,
        );
        const open = all.filter((item) => item.mode & 0o077);
        expect(open.map((item) => `${item.path} ${item.mode.toString(8)}`)).toEqual([]);
        expect(all.find((item) => item.path === dataDir)?.mode).toBe(0o700);
      } finally {
        await server.stop();
      }
    }, 90_000);
  }

  it('warns at start about an existing DATA_DIR that others can read', async () => {
    const dataDir = join(tempRoot(), 'shared');
    mkdirSync(dataDir);
    // A DATA_DIR in use before, its database in it.
    await writeMigratedPglite(join(dataDir, 'db'));
    chmodSync(dataDir, 0o755);
    const server = await startServerProcess({ DATA_DIR: dataDir });
    // The log is flushed by the time the process has exited.
    await server.stop();
    expect(server.output()).toContain(`${dataDir} has mode 0755`);
  }, 90_000);
});
