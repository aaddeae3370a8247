/** Pure: file sizes come from the caller, so the unit test can use a small synthetic manifest. */

import { type Manifest, startChunks, withStaticImports } from '../src/shared/build/vite-manifest';

export type { Manifest, ManifestChunk } from '../src/shared/build/vite-manifest';
export { withStaticImports };

/** `start`: what starts the page, the app with the router or, for a pre-rendered page, public-start.tsx. */
export interface RouteModules {
  route: string;
  start: 'app' | 'public';
  modules: readonly string[];
}

export interface RouteWeight {
  route: string;
  /** Built JS files, the entry's first, then the route's own. */
  files: string[];
  ownFiles: string[];
  bytes: number;
}

/** What the entry imports lazily at start (src/web/main.tsx) and their static imports. */
export function entryKeys(manifest: Manifest, start: RouteModules['start'] = 'app'): Set<string> {
  const { entry, app, publicApp } = startChunks(manifest);
  if (entry.size === 0) throw new Error('the build manifest has no entry chunk');
  return new Set([...entry, ...(start === 'app' ? app : publicApp)]);
}

const fileOf = (manifest: Manifest, key: string) => manifest[key]?.file ?? key;

export function routeWeights(
  manifest: Manifest,
  routes: readonly RouteModules[],
  sizeOf: (file: string) => number,
): RouteWeight[] {
  const entries = { app: entryKeys(manifest, 'app'), public: entryKeys(manifest, 'public') };
  return routes.map(({ route, start, modules }) => {
    const entry = entries[start];
    const entryFiles = [...entry].map((key) => fileOf(manifest, key));
    const ownFiles = [...withStaticImports(manifest, modules, new Set(entry))]
      .filter((key) => !entry.has(key))
      .map((key) => fileOf(manifest, key));
    const files = [...entryFiles, ...ownFiles];
    return { route, files, ownFiles, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

export function initialCss(manifest: Manifest): string[] {
  const files = new Set<string>();
  for (const key of entryKeys(manifest)) for (const css of manifest[key]?.css ?? []) files.add(css);
  return [...files];
}

export interface Measured {
  name: string;
  bytes: number;
}

export interface BudgetRow extends Measured {
  budget: number;
  /** A goal where the budget is looser than it (reported, not enforced). */
  target?: number;
  ok: boolean;
}

export interface Budget {
  budget: number;
  target?: number;
}

/** Every figure needs a budget and every budget a figure, so a new page cannot go unbudgeted. */
export function compareWithBudgets(
  measured: readonly Measured[],
  budgets: Readonly<Record<string, Budget>>,
): { rows: BudgetRow[]; problems: string[] } {
  const problems: string[] = [];
  const rows: BudgetRow[] = [];
  for (const { name, bytes } of measured) {
    const entry = budgets[name];
    if (!entry) {
      problems.push(`${name} has no budget in bench/budgets.json`);
      continue;
    }
    const ok = bytes <= entry.budget;
    rows.push({ name, bytes, budget: entry.budget, ok, ...(entry.target ? { target: entry.target } : {}) });
    if (!ok) {
      problems.push(
        `${name}: ${kB(bytes)} is over its budget of ${kB(entry.budget)} (+${bytes - entry.budget} B)`,
      );
    }
  }
  const names = new Set(measured.map(({ name }) => name));
  for (const name of Object.keys(budgets)) {
    if (!names.has(name)) problems.push(`${name} has a budget but nothing measured it (remove it?)`);
  }
  return { rows, problems };
}

export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function status(bytes: number, budget: number, target: number | undefined): string {
  if (bytes > budget) return 'OVER BUDGET';
  return target !== undefined && bytes > target ? 'ok (above target)' : 'ok';
}

export function formatBudgetTable(rows: readonly BudgetRow[]): string {
  const width = Math.max(5, ...rows.map(({ name }) => name.length));
  const head = `${'what'.padEnd(width)}  ${'actual'.padStart(9)}  ${'budget'.padStart(9)}  ${'left'.padStart(9)}  ${'target'.padStart(9)}`;
  const lines = rows.map(({ name, bytes, budget, target }) =>
    [
      name.padEnd(width),
      kB(bytes).padStart(9),
      kB(budget).padStart(9),
      kB(budget - bytes).padStart(9),
      (target ? kB(target) : '').padStart(9),
      status(bytes, budget, target),
    ].join('  '),
  );
  return [head, ...lines].join('\n');
}
