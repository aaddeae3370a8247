import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRoutePreloads } from './route-preloads';

function webRootWith(manifest: unknown): string {
  const root = mkdtempSync(join(tmpdir(), 'arrs-web-'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return root;
}

describe('loadRoutePreloads', () => {
  it("preloads a public page's chunk and its static imports, not what index.html loads", () => {
    const preloads = loadRoutePreloads(
      webRootWith({
        'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_jsx-runtime-b.js'] },
        '_jsx-runtime-b.js': { file: 'assets/jsx-runtime-b.js' },
        '_reveal-c.js': { file: 'assets/reveal-c.js', imports: ['index.html'] },
        'features/marketing/landing-page.tsx': {
          file: 'assets/landing-page-d.js',
          imports: ['index.html', '_jsx-runtime-b.js', '_reveal-c.js'],
        },
        'features/landing/about-page.tsx': { file: 'assets/about-page-e.js' },
      }),
    );
    expect(preloads.get('/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/landing-page-d.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/reveal-c.js">',
    );
    expect(preloads.get('/about-arrsplace')).toBe(preloads.get('/arrsplace/about'));
    expect(preloads.has('/contact')).toBe(false);
  });

  it('has none without a build manifest', () => {
    expect(loadRoutePreloads(mkdtempSync(join(tmpdir(), 'arrs-web-'))).size).toBe(0);
  });
});
