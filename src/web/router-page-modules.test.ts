import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataPageModules, publicPageModules } from '../shared/routing/page-modules';

describe('publicPageModules', () => {
  it('names the modules of the public pages (the server preloads their chunks)', () => {
    const router = readFileSync(join(import.meta.dirname, 'public-pages.ts'), 'utf8');
    for (const module of new Set(Object.values(publicPageModules))) {
      expect(router).toContain(`import('./${module.replace(/\.tsx$/, '')}')`);
    }
  });

  it('names the modules of the pages rendered from data (the server preloads their chunks)', () => {
    const dataPages = readFileSync(join(import.meta.dirname, 'data-pages.tsx'), 'utf8');
    for (const module of Object.values(dataPageModules)) {
      expect(dataPages).toContain(`import('./${module.replace(/\.tsx$/, '')}')`);
    }
  });
});
