import { describe, expect, it } from 'vitest';
import { type Manifest, publicPageChunks } from './vite-manifest';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_consent.js'],
    dynamicImports: ['public-start.tsx', 'app-start.tsx'],
  },
  '_consent.js': { file: 'assets/consent.js' },
  'public-start.tsx': {
    file: 'assets/public-start.js',
    imports: ['_react.js', '_pages.js'],
    dynamicImports: ['take-over.ts', '_error-screen.js'],
  },
  '_pages.js': {
    file: 'assets/pages.js',
    dynamicImports: ['contact-page.tsx', 'home-page.tsx', 'not-found-page.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_error-screen.js': { file: 'assets/error-screen.js' },
  'contact-page.tsx': { file: 'assets/contact.js', imports: ['_form.js'], dynamicImports: ['_toast.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  '_toast.js': { file: 'assets/toast.js' },
  'home-page.tsx': { file: 'assets/home.js', imports: ['_carousel.js'] },
  '_carousel.js': { file: 'assets/carousel.js' },
  'not-found-page.tsx': { file: 'assets/not-found.js' },
  'take-over.ts': { file: 'assets/take-over.js', imports: ['app-start.tsx'] },
  'app-start.tsx': { file: 'assets/app-start.js', imports: ['_router.js'] },
  '_router.js': { file: 'assets/router.js' },
};
const pages = ['contact-page.tsx', 'home-page.tsx', 'not-found-page.tsx'];

describe('the chunks a pre-rendered page can run before the app takes over', () => {
  it('are the entry, public-start and the page, with their static and dynamic imports', () => {
    expect([...publicPageChunks(manifest, 'contact-page.tsx', pages)].sort()).toEqual(
      [
        '_consent.js',
        '_error-screen.js',
        '_form.js',
        '_pages.js',
        '_react.js',
        '_toast.js',
        'contact-page.tsx',
        'index.html',
        'public-start.tsx',
      ].sort(),
    );
  });

  it('leave out the app and the other pages', () => {
    const home = publicPageChunks(manifest, 'home-page.tsx', pages);
    expect(home).toContain('_carousel.js');
    for (const outside of [
      'take-over.ts',
      'app-start.tsx',
      '_router.js',
      'contact-page.tsx',
      '_form.js',
      'not-found-page.tsx',
    ]) {
      expect(home).not.toContain(outside);
    }
  });
});
