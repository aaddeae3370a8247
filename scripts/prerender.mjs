// `npm run build`, last step: renders the public pages of both sites into dist/web/prerendered/pages.json
// with the server build of src/web/entry-prerender.tsx (docs/decisions/015-prerendered-public-pages.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = pathToFileURL(join(import.meta.dirname, '..', 'dist', 'prerender', 'entry-prerender.js'));
const outDir = join(import.meta.dirname, '..', 'dist', 'web', 'prerendered');

// React's production build: the markup is the same, without development-only checks and warnings.
process.env.NODE_ENV ??= 'production';
const started = Date.now();
const { prerenderAll } = await import(entry.href);
const result = await prerenderAll();
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'pages.json'), JSON.stringify(result));
const sites = Object.values(result.consents.undecided);
const count = sites.reduce((sum, site) => sum + Object.keys(site.pages).length + 1, 0);
console.log(`Pre-rendered ${count} pages, with and without the cookie banner, in ${Date.now() - started} ms`);
