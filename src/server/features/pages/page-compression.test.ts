import { brotliDecompressSync } from 'node:zlib';
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
});
