import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live: objects under server-generated keys, outside the web root.
 * Local disk under DATA_DIR/uploads now; an S3-compatible backend implements the same interface later.
 */
export interface FileStorage {
  /** Streams `source` into the object `key`; never buffers the whole file. Returns its size. */
  write(key: string, source: Readable): Promise<{ size: number }>;
  /** The object's bytes, or the given range of them. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** Whether the object exists (tests and erasure checks). */
  exists(key: string): Promise<boolean>;
}
