import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What lives in DATA_DIR and must be private to the server's OS user (personal data, secrets). */
const privateEntries = ['db', 'mail', 'uploads', 'auth-secret', 'cli-token'];

/**
 * Makes every file and directory this process creates private to its OS user (0600 / 0700), before
 * anything is written: PGlite, the mail files, uploads, the secret. Called first by every
 * entry point that opens DATA_DIR (server, admin CLI, demo seed).
 */
export function restrictNewFilesToOwner(): void {
  process.umask(0o077);
}

/**
 * Creates DATA_DIR (0700) if it is missing; for an existing one, returns a warning for DATA_DIR and
 * each of its private entries that group or others may read or write. An operator's existing
 * directory is not changed behind their back; the warning says how to fix it.
 */
export function prepareDataDir(dataDir: string): string[] {
  if (!existsSync(dataDir)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    return [];
  }
  const warnings: string[] = [];
  for (const path of [dataDir, ...privateEntries.map((entry) => join(dataDir, entry))]) {
    if (!existsSync(path)) continue;
    const mode = statSync(path).mode & 0o777;
    if (mode & 0o077) {
      warnings.push(
        `${path} has mode ${mode.toString(8).padStart(4, '0')}: other users of this machine can reach ` +
          `personal data or secrets in it. Run: chmod -R go-rwx ${dataDir}`,
      );
    }
  }
  return warnings;
}

/**
 * Takes group and other permissions off everything under `root` (directories 0700, files 0600).
 * PGlite writes the files of a new database with mode 0666 whatever the umask (its WASM file system
 * sets the mode itself), so the server runs this on its database directory once it is open.
 */
export function restrictTreeToOwner(root: string): void {
  const restrict = (path: string, directory: boolean) => {
    const mode = lstatSync(path).mode & 0o777;
    const wanted = mode & (directory ? 0o700 : 0o600);
    if (mode !== wanted) chmodSync(path, wanted);
  };
  restrict(root, true);
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    restrict(`${entry.parentPath}/${entry.name}`, entry.isDirectory());
  }
}
