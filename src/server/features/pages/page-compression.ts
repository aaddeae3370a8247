import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
  const cache = new Map<string, Buffer>();
  return (html: string, encoding: Exclude<PageEncoding, 'identity'>): Buffer => {
    const key = `${encoding}:${html}`;
    let body = cache.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(html, { level: 9 });
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, body);
    }
    return body;
  };
}
