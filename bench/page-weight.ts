/**
 * Page weight: the initial JavaScript of every public page (the entry, public-start and the page)
 * and of each signed-in area's main route (the entry, the app with the router, the route's lazy
 * layouts and page with theirs), with their static imports, gzipped at level
 * 9 from the build manifest, file by file. The same computation as scripts/check-budgets.ts, which
 * holds these figures to bench/budgets.json in `npm test`; this prints what each route is made of.
 * Builds nothing: run `npm run build` first.
 *
 *   node --import tsx bench/page-weight.ts [dist/web]   (PAGE_WEIGHT_LIST=40 lists more files a route)
 */
import { initialCss, kB, routeWeights } from '../scripts/bundle-weight';
import { webBuild } from './support/bundle-build';
import { budgetedRoutes } from './support/bundle-routes';

/** How many of a route's own files to list, largest first. */
const listed = Number(process.env.PAGE_WEIGHT_LIST ?? 8);

function main(): void {
  const { manifest, gzipBytes } = webBuild(process.argv[2]);
  const weights = routeWeights(manifest, budgetedRoutes, gzipBytes);
  const starts = [
    ['public', 'a pre-rendered public page (public-start)'],
    ['app', 'a page rendered in the browser (app-start, with the router)'],
  ] as const;
  for (const [start, what] of starts) {
    const first = weights.find(
      (weight) => budgetedRoutes.find(({ route }) => route === weight.route)?.start === start,
    );
    const startFiles = first?.files.filter((file) => !first.ownFiles.includes(file)) ?? [];
    const startBytes = startFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
    console.log(`entry and start of ${what}: ${kB(startBytes)} gzipped JS in ${startFiles.length} files`);
    startFiles.sort((a, b) => gzipBytes(b) - gzipBytes(a));
    for (const file of startFiles) console.log(`  ${kB(gzipBytes(file)).padStart(9)}  ${file}`);
  }
  const css = initialCss(manifest).reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(`stylesheets (every page): ${kB(css)} gzipped CSS`);
  for (const { route, ownFiles, bytes } of weights) {
    const own = ownFiles.map((file) => ({ file, bytes: gzipBytes(file) })).sort((a, b) => b.bytes - a.bytes);
    const ownBytes = own.reduce((sum, file) => sum + file.bytes, 0);
    console.log(`\n${route}: ${kB(bytes)} initial JS (entry + ${kB(ownBytes)} in ${own.length} route files)`);
    for (const file of own.slice(0, listed)) console.log(`  ${kB(file.bytes).padStart(9)}  ${file.file}`);
    if (own.length > listed) console.log(`  … and ${own.length - listed} smaller files`);
  }
}

main();
