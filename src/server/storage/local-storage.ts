import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type ByteRange,
  checkedStorageKey,
  type FileStorage,
  StoredObjectMissingError,
} from './file-storage';

/**
 * Directories 0700 and files 0600, like the rest of DATA_DIR; written under a temporary name and
 * renamed when complete, so a half-written upload is never read.
 */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    checkedStorageKey(key);
    return { dir: join(root, key.slice(0, 2)), file: join(root, key.slice(0, 2), key) };
  };

  return {
    async write(key, source) {
      const { dir, file } = pathOf(key);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const partial = `${file}.partial`;
      const sink = createWriteStream(partial, { mode: 0o600, flags: 'w' });
      try {
        await pipeline(source, sink);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: (await stat(file)).size };
    },
    async read(key, range?: ByteRange) {
      const { file } = pathOf(key);
      try {
        await stat(file);
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT')
          throw new StoredObjectMissingError({ cause: error });
        throw error;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await rm(pathOf(key).file, { force: true });
    },
    async exists(key) {
      try {
        await stat(pathOf(key).file);
        return true;
      } catch {
        return false;
      }
    },
  };
}
