import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Server-generated keys outside the web root; the contract test runs the same cases on both backends. */
export interface FileStorage {
  /** Streams `source` into the object `key`; never buffers the whole file. Returns its size. */
  write(key: string, source: Readable): Promise<{ size: number }>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Keeps the local backend's `ENOENT` code, so callers see one error for both backends. */
export class StoredObjectMissingError extends Error {
  readonly code = 'ENOENT';

  constructor(options?: { cause?: unknown }) {
    super('stored object not found', options);
    this.name = 'StoredObjectMissingError';
  }
}

const storageKeyPattern = /^[a-z0-9][a-z0-9-]{0,127}$/;

/** The key itself, if it is one the server generates (lower-case letters, digits, dashes); else throws. */
export function checkedStorageKey(key: string): string {
  if (!storageKeyPattern.test(key)) throw new Error('invalid storage key');
  return key;
}
