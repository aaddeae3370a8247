import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What lives in DATA_DIR and must be private to the server's OS user (personal data, secrets). */
const privateEntries = ['db', 'mail', 'uploads', 'auth-secret', 'cli-token'];

/** Before anything is written; called first by every entry point that opens DATA_DIR. */
export function restrictNewFilesToOwner(): void {
  process.umask(0o077);
}

/** An operator's existing directory is not changed behind their back: the warning says how to fix it. */
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

/** PGlite writes a new database's files 0666 whatever the umask (its WASM file system sets the mode). */
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
