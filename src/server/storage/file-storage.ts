import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live: objects under server-generated keys, outside the web root. Local disk
 * under DATA_DIR/uploads (local-storage.ts) or an S3-compatible bucket (s3-storage.ts); the contract
 * test runs the same cases on both.
 */
export interface FileStorage {
  /** Streams `source` into the object `key`; never buffers the whole file. Returns its size. */
  write(key: string, source: Readable): Promise<{ size: number }>;
  /** The object's bytes, or the given range of them; rejects with StoredObjectMissingError if none. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** Whether the object exists (tests and erasure checks). */
  exists(key: string): Promise<boolean>;
}

/**
 * Reading an object that is not there, whichever the backend. It keeps the `ENOENT` code that the
 * local backend's file system error had, so callers see one error for both.
 */
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
