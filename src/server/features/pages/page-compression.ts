import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { boundedCache } from '../../cache/bounded-cache';

export type PageEncoding = 'br' | 'gzip' | 'identity';
type Encoding = Exclude<PageEncoding, 'identity'>;

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

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Quickly, on the event loop, for the first request of a page. */
function compressFast(html: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html, { level: 6 });
}

/**
 * As small as it gets, in zlib's thread pool: Brotli 11 costs far more CPU than 9 but decides whether
 * a page arrives in the first round trip (docs/performance.md).
 */
function compressBest(html: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompressAsync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      })
    : gzipAsync(html, { level: 9 });
}

/**
 * Each variant of a page (site, status, session flag, preloads) is compressed once and served from
 * memory: quickly at first, then replaced by the smallest copy made off the event loop. A `oneOff` page
 * (the not-found page shows the missing path) is never cached, so missing paths cannot push the public
 * pages out.
 */
export function createPageCompressor(maxEntries = 256) {
  const cache = boundedCache<string, Buffer>(maxEntries);
  const improving = new Set<Promise<void>>();

  function improve(key: string, html: string, encoding: Encoding, quick: Buffer) {
    const work = compressBest(html, encoding)
      .then((best) => cache.replace(key, quick, best))
      // The quick copy stays: it is correct, only larger.
      .catch(() => {})
      .finally(() => improving.delete(work));
    improving.add(work);
  }

  function compress(html: string, encoding: Encoding, oneOff = false): Buffer {
    if (oneOff) return compressFast(html, encoding);
    const key = `${encoding}:${html}`;
    const known = cache.get(key);
    if (known) return known;
    const quick = compressFast(html, encoding);
    cache.set(key, quick);
    improve(key, html, encoding, quick);
    return quick;
  }

  /** Resolves when the smallest copies asked for so far are made (tests). */
  async function settled(): Promise<void> {
    while (improving.size > 0) await Promise.all(improving);
  }

  return Object.assign(compress, { settled });
}
