import { describe, expect, it } from 'vitest';
import {
  compareWithBudgets,
  formatBudgetTable,
  initialCss,
  type Manifest,
  routeWeights,
  withStaticImports,
} from './bundle-weight';

/**
 * A small build: the entry imports react; the contact page imports a form chunk that imports zod
 * and, lazily, a dialog (which must not count); the community page sits in a session layout.
 */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_zod.js': { file: 'assets/zod.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_zod.js', '_react.js'] },
  'contact-page.tsx': { file: 'assets/contact-page.js', imports: ['index.html', '_form.js'] },
  'dialog.tsx': { file: 'assets/dialog.js', imports: ['_zod.js'] },
  'session-root.tsx': { file: 'assets/session-root.js', imports: ['_query.js'], css: ['assets/tour.css'] },
  '_query.js': { file: 'assets/query.js', imports: ['_zod.js'] },
  'community-page.tsx': { file: 'assets/community-page.js', imports: ['_query.js', 'index.html'] },
};

const sizes: Record<string, number> = {
  'assets/index.js': 100_000,
  'assets/react.js': 20_000,
  'assets/zod.js': 25_000,
  'assets/form.js': 2_000,
  'assets/contact-page.js': 4_000,
  'assets/dialog.js': 1_000,
  'assets/session-root.js': 500,
  'assets/query.js': 10_000,
  'assets/community-page.js': 8_000,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

describe('initial JavaScript of a route', () => {
  it('is the entry and its imports, then the route modules and theirs, each file once', () => {
    const [contact, community] = routeWeights(
      manifest,
      [
        { route: '/contact', start: 'app', modules: ['contact-page.tsx'] },
        { route: '/community', start: 'app', modules: ['session-root.tsx', 'community-page.tsx'] },
      ],
      sizeOf,
    );
    expect(contact?.ownFiles.sort()).toEqual(['assets/contact-page.js', 'assets/form.js', 'assets/zod.js']);
    expect(contact?.files).toHaveLength(5);
    expect(contact?.bytes).toBe(100_000 + 20_000 + 4_000 + 2_000 + 25_000);
    // zod comes once, through the query chunk both modules share; the lazy dialog does not count.
    expect(community?.bytes).toBe(100_000 + 20_000 + 500 + 10_000 + 25_000 + 8_000);
  });

  it('fails on a module the build does not have, instead of weighing it as nothing', () => {
    expect(() =>
      routeWeights(manifest, [{ route: '/gone', start: 'app', modules: ['renamed-page.tsx'] }], sizeOf),
    ).toThrow(/renamed-page.tsx is not in the build manifest/);
    expect(() => withStaticImports({ 'a.tsx': { file: 'a.js', imports: ['_b.js'] } }, ['a.tsx'])).toThrow(
      /_b.js/,
    );
  });

  it('counts what the entry imports lazily at start: the app, or public-start on a pre-rendered page', () => {
    const split: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['_client.js', 'app-start.tsx', 'public-start.tsx'],
      },
      '_client.js': { file: 'assets/client.js', imports: ['_react.js'] },
      'app-start.tsx': {
        file: 'assets/app-start.js',
        imports: ['_react.js', '_router.js'],
        css: ['assets/app.css'],
      },
      'public-start.tsx': { file: 'assets/public-start.js', imports: ['_react.js'] },
      '_router.js': { file: 'assets/router.js' },
      '_react.js': { file: 'assets/react.js' },
      'contact-page.tsx': { file: 'assets/contact-page.js', imports: ['_react.js'] },
    };
    const [publicContact, appContact] = routeWeights(
      split,
      [
        { route: '/contact', start: 'public', modules: ['contact-page.tsx'] },
        { route: '/contact', start: 'app', modules: ['contact-page.tsx'] },
      ],
      (file) => file.length,
    );
    expect(publicContact?.files.slice().sort()).toEqual([
      'assets/client.js',
      'assets/contact-page.js',
      'assets/index.js',
      'assets/public-start.js',
      'assets/react.js',
    ]);
    expect(appContact?.files.slice().sort()).toEqual([
      'assets/app-start.js',
      'assets/client.js',
      'assets/contact-page.js',
      'assets/index.js',
      'assets/react.js',
      'assets/router.js',
    ]);
    expect(publicContact?.ownFiles).toEqual(['assets/contact-page.js']);
    expect(initialCss(split)).toEqual(['assets/app.css']);
  });

  it('needs an entry chunk', () => {
    expect(() => routeWeights({ 'a.tsx': { file: 'a.js' } }, [], sizeOf)).toThrow(/no entry chunk/);
  });

  it("counts the entry's stylesheets as every page's CSS", () => {
    expect(initialCss(manifest)).toEqual(['assets/index.css']);
  });
});

describe('budgets', () => {
  const budgets = {
    '/contact': { budget: 150_000, target: 100_000 },
    '/': { budget: 130_000 },
  };

  it('passes figures within their budgets and reports those above the target', () => {
    const { rows, problems } = compareWithBudgets(
      [
        { name: '/contact', bytes: 140_000 },
        { name: '/', bytes: 130_000 },
      ],
      budgets,
    );
    expect(problems).toEqual([]);
    expect(rows.map(({ ok }) => ok)).toEqual([true, true]);
    const table = formatBudgetTable(rows);
    expect(table).toMatch(/\/contact\s+140\.0 kB\s+150\.0 kB\s+10\.0 kB\s+100\.0 kB\s+ok \(above target\)/);
    expect(table).toMatch(/\/\s+130\.0 kB\s+130\.0 kB\s+0\.0 kB\s+ok$/m);
  });

  it('fails a figure over its budget, one without a budget, and a budget nothing measured', () => {
    const { rows, problems } = compareWithBudgets(
      [
        { name: '/contact', bytes: 150_001 },
        { name: '/new-page', bytes: 1 },
      ],
      budgets,
    );
    expect(rows.find(({ name }) => name === '/contact')?.ok).toBe(false);
    expect(formatBudgetTable(rows)).toContain('OVER BUDGET');
    expect(problems).toEqual([
      '/contact: 150.0 kB is over its budget of 150.0 kB (+1 B)',
      '/new-page has no budget in bench/budgets.json',
      '/ has a budget but nothing measured it (remove it?)',
    ]);
  });
});
