import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirsRemovedAfterAll } from '../../test/temp-dirs.test-utils';
import { loadRoutePreloads } from './route-preloads';

const emptyWebRoot = tempDirsRemovedAfterAll('arrs-web-');

function webRootWith(manifest: unknown): string {
  const root = emptyWebRoot();
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return root;
}

describe('loadRoutePreloads', () => {
  it("names the app's chunks, public-start's, and a public page's chunk and its static imports, not what index.html loads", () => {
    const preloads = loadRoutePreloads(
      webRootWith({
        'index.html': {
          file: 'assets/index-a.js',
          isEntry: true,
          imports: ['_preload-helper-f.js'],
          dynamicImports: ['app-start.tsx', 'public-start.tsx'],
        },
        'public-start.tsx': { file: 'assets/public-start-h.js', imports: ['_jsx-runtime-b.js'] },
        '_preload-helper-f.js': { file: 'assets/preload-helper-f.js' },
        'app-start.tsx': {
          file: 'assets/app-start-g.js',
          imports: ['_preload-helper-f.js', '_jsx-runtime-b.js', '_router-i.js'],
        },
        '_router-i.js': { file: 'assets/router-i.js' },
        'features/errors/not-found-page.tsx': {
          file: 'assets/not-found-page-j.js',
          imports: ['_jsx-runtime-b.js', '_reveal-c.js'],
        },
        '_jsx-runtime-b.js': { file: 'assets/jsx-runtime-b.js' },
        '_reveal-c.js': { file: 'assets/reveal-c.js', imports: ['index.html'] },
        'features/marketing/landing-page.tsx': {
          file: 'assets/landing-page-d.js',
          imports: ['index.html', '_jsx-runtime-b.js', '_reveal-c.js'],
        },
        'features/landing/about-page.tsx': { file: 'assets/about-page-e.js' },
        'features/marketplace/job-page.tsx': {
          file: 'assets/job-page-k.js',
          imports: ['_jsx-runtime-b.js', '_job-facts-l.js'],
        },
        '_job-facts-l.js': { file: 'assets/job-facts-l.js' },
      }),
    );
    expect(preloads.app.slice().sort()).toEqual([
      '/assets/app-start-g.js',
      '/assets/jsx-runtime-b.js',
      '/assets/router-i.js',
    ]);
    // A pre-rendered page starts without the router.
    expect(preloads.publicApp.slice().sort()).toEqual([
      '/assets/jsx-runtime-b.js',
      '/assets/public-start-h.js',
    ]);
    expect(preloads.notFound.slice().sort()).toEqual(['/assets/not-found-page-j.js', '/assets/reveal-c.js']);
    expect(preloads.routes.get('/')).toEqual(['/assets/landing-page-d.js', '/assets/reveal-c.js']);
    expect(preloads.routes.get('/about-arrsplace')).toEqual(preloads.routes.get('/arrsplace/about'));
    expect(preloads.routes.has('/contact')).toBe(false);
    // A page rendered per request from data, by its route pattern (decision 041).
    expect(preloads.dataPages.get('/arrsplace/jobs/:job')).toEqual([
      '/assets/job-page-k.js',
      '/assets/job-facts-l.js',
    ]);
    expect(preloads.dataPages.has('/arrsplace/jobs')).toBe(false);
  });

  it('has none without a build manifest', () => {
    const preloads = loadRoutePreloads(emptyWebRoot());
    expect(preloads).toEqual({
      app: [],
      publicApp: [],
      dataPages: new Map(),
      routes: new Map(),
      notFound: [],
    });
  });
});
