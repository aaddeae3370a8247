import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCompressor, pageEncoding } from './page-compression';

describe('page compression', () => {
  it('chooses Brotli, then gzip, honouring q=0', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pageEncoding('identity')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
  });

  it('compresses each distinct page once and keeps at most the configured number', () => {
    const compress = createPageCompressor(2);
    const first = compress('<p>one</p>', 'br');
    expect(compress('<p>one</p>', 'br')).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe('<p>one</p>');
    compress('<p>two</p>', 'br');
    compress('<p>three</p>', 'br');
    expect(compress('<p>one</p>', 'br')).not.toBe(first);
  });

  it('compresses a one-off page without caching it or evicting the cached pages', () => {
    const compress = createPageCompressor(1);
    const cached = compress('<p>page</p>', 'br');
    const missing = compress('<p>no page at /x</p>', 'br', true);
    expect(brotliDecompressSync(missing).toString()).toBe('<p>no page at /x</p>');
    expect(compress('<p>no page at /x</p>', 'br', true)).not.toBe(missing);
    expect(compress('<p>page</p>', 'br')).toBe(cached);
  });

  it('serves a page compressed quickly at first, then its smallest copy once that is made', async () => {
    const compress = createPageCompressor();
    // Markup that repeats with variations, as a page does: the best quality finds more of it.
    const html = Array.from(
      { length: 400 },
      (_, index) =>
        `<li class="card card-${index % 7}"><a href="/arrsplace/jobs/${index * 37}">Role ${index}</a></li>`,
    ).join('');
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const quick = compress(html, encoding);
      expect(compress(html, encoding)).toBe(quick);
      await compress.settled();
      const best = compress(html, encoding);
      expect(best).not.toBe(quick);
      expect(best.length).toBeLessThan(quick.length);
      expect(decompress(best).toString()).toBe(html);
      expect(compress(html, encoding)).toBe(best);
    }
  });
});
