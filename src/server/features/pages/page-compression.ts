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
 * session flag, preloads), so each is compressed at most once and then served from memory. A page
 * that differs per request (the not-found page shows the missing path) is `oneOff`: compressed
 * quickly (Brotli 5, about 1 ms for 60 kB against 16 ms at 9) and never cached, so missing paths
 * cannot push the public pages out of the cache.
 */
export function createPageCompressor(maxEntries = 256) {
  const cache = boundedCache<string, Buffer>(maxEntries);
  const compress = (html: string, encoding: Exclude<PageEncoding, 'identity'>, quality: 'best' | 'fast') =>
    encoding === 'br'
      ? brotliCompressSync(html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality === 'best' ? 9 : 5 },
        })
      : gzipSync(html, { level: quality === 'best' ? 9 : 6 });
  return (html: string, encoding: Exclude<PageEncoding, 'identity'>, oneOff = false): Buffer =>
    oneOff
      ? compress(html, encoding, 'fast')
      : cache.remember(`${encoding}:${html}`, () => compress(html, encoding, 'best'));
}
