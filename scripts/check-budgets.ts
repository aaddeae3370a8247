/**
 * Bundle budgets against bench/budgets.json (docs/performance.md, "Bundle budgets"); exits 1 when a
 * figure is over its budget or a route has none. By hand:
 *
 *   npx vite build --logLevel warn && node --import tsx scripts/check-budgets.ts [dist/web]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { webBuild } from '../bench/support/bundle-build';
import { budgetedRoutes } from '../bench/support/bundle-routes';
import { compareWithBudgets, formatBudgetTable, initialCss, routeWeights } from './bundle-weight';

const budgetSchema = z.strictObject({ budget: z.int().positive(), target: z.int().positive().optional() });
const budgetsSchema = z.strictObject({
  unit: z.string(),
  about: z.string(),
  initialJs: z.record(z.string(), budgetSchema),
  css: budgetSchema,
});

const cssName = 'CSS, every page';

function main(): void {
  const budgetsFile = join(import.meta.dirname, '..', 'bench', 'budgets.json');
  const budgets = budgetsSchema.parse(JSON.parse(readFileSync(budgetsFile, 'utf8')));
  const { dir, manifest, gzipBytes } = webBuild(process.argv[2]);
  const js = routeWeights(manifest, budgetedRoutes, gzipBytes);
  const css = initialCss(manifest).reduce((sum, file) => sum + gzipBytes(file), 0);

  const initial = compareWithBudgets(
    js.map(({ route, bytes }) => ({ name: route, bytes })),
    budgets.initialJs,
  );
  const styles = compareWithBudgets([{ name: cssName, bytes: css }], { [cssName]: budgets.css });
  console.log(`Bundle budgets of ${dir} (gzip level 9, 1 kB = 1000 bytes; bench/budgets.json)\n`);
  console.log(formatBudgetTable([...initial.rows, ...styles.rows]));
  const problems = [...initial.problems, ...styles.problems];
  if (problems.length > 0) {
    console.error(`\nBundle budgets FAILED:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    console.error(
      'See docs/performance.md#bundle-budgets: `node --import tsx bench/page-weight.ts` lists each file.',
    );
    process.exitCode = 1;
  }
}

try {
  main();
} catch (error) {
  // A missing build, a malformed budget file or a module the build lacks: say which, without a stack.
  console.error(`Bundle budgets FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
