import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFoundError } from '../errors/app-error';
import { type ByteRange, StoredObjectMissingError } from './file-storage';
import type { createFilesRepository } from './files.repository';

/** Parses a single `bytes=` range against the size; undefined for none, 'unsatisfiable' when out of range. */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

type StoredFile = NonNullable<Awaited<ReturnType<ReturnType<typeof createFilesRepository>['findById']>>>;

/** The caller has already decided that the requester may have it. */
export async function sendStoredFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  options: { download?: boolean } = {},
) {
  const inline = file.kind !== 'document' && !options.download;
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${file.fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-cache')
    .header('Accept-Ranges', 'bytes');

  const range = parseRange(request.headers.range, file.sizeBytes);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${file.sizeBytes}`);
    throw new AppError(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is not available.');
  }
  if (request.method === 'HEAD') {
    return reply.header('Content-Length', String(file.sizeBytes)).send();
  }
  // Read before the status and length are set, so a failure is an ordinary error response.
  const body = await readStored(app, file.storageKey, range);
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${file.sizeBytes}`)
      .header('Content-Length', String(range.end - range.start + 1));
    return reply.send(body);
  }
  reply.header('Content-Length', String(file.sizeBytes));
  return reply.send(body);
}

/** The stored bytes; an object gone from the storage (on disk or in the bucket) is a 404. */
async function readStored(app: FastifyInstance, key: string, range: ByteRange | undefined) {
  try {
    return await app.storage.read(key, range);
  } catch (error) {
    if (error instanceof StoredObjectMissingError) throw notFoundError('File not found');
    throw error;
  }
}
