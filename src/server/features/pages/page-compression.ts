import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { boundedCache } from '../../cache/bounded-cache';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding the browser accepts (q=0 means "not this one"). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Compresses rendered pages once per distinct page: there are only a few variants (site, status,
 * session flag, preloads), so each is compressed at most once and then served from memory.
 */
export function createPageCompressor(maxEntries = 256) {
  const cache = boundedCache<string, Buffer>(maxEntries);
  return (html: string, encoding: Exclude<PageEncoding, 'identity'>): Buffer =>
    cache.remember(`${encoding}:${html}`, () =>
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(html, { level: 9 }),
    );
}
