// `npm run build`, last step: the public pages of both sites pre-rendered (decision 015), with the rules
// of the stylesheet each uses (decision 030); the pages rendered per request from data (decision 041)
// rendered here with sample data only for their rules.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { classCandidatesIn, rulesUsedBy } from './page-styles.mjs';

const entry = pathToFileURL(join(import.meta.dirname, '..', 'dist', 'prerender', 'entry-prerender.js'));
const webRoot = join(import.meta.dirname, '..', 'dist', 'web');
const outDir = join(webRoot, 'prerendered');

// React's production build: the markup is the same, without development-only checks and warnings.
process.env.NODE_ENV ??= 'production';
const started = Date.now();
const { prerenderAll, chunkFilesOfPage } = await import(entry.href);
const result = await prerenderAll();
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'pages.json'), JSON.stringify(result));
const sites = Object.values(result.consents.undecided);
const count = sites.reduce((sum, site) => sum + Object.keys(site.pages).length + 1, 0);
console.log(`Pre-rendered ${count} pages, with and without the cookie banner, in ${Date.now() - started} ms`);

/** All a page needs until the app takes over, which adds the whole stylesheet. */
function pageStyles() {
  const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const stylesheet = /<link rel="stylesheet"[^>]* href="(\/assets\/[\w.-]+\.css)"/.exec(indexHtml)?.[1];
  if (!stylesheet) throw new Error('dist/web/index.html links no stylesheet');
  const css = readFileSync(join(webRoot, stylesheet), 'utf8');
  const manifest = JSON.parse(readFileSync(join(webRoot, '.vite', 'manifest.json'), 'utf8'));
  // Each chunk read and split once, each page's words gathered once (both sites, both consents use them).
  const wordsOfChunk = new Map();
  const wordsByPage = new Map();
  const wordsOfPage = (path) => {
    if (wordsByPage.has(path)) return wordsByPage.get(path);
    const words = new Set();
    for (const file of chunkFilesOfPage(manifest, path)) {
      if (!file.endsWith('.js')) continue;
      if (!wordsOfChunk.has(file))
        wordsOfChunk.set(file, classCandidatesIn(readFileSync(join(webRoot, file), 'utf8')));
      for (const word of wordsOfChunk.get(file)) words.add(word);
    }
    wordsByPage.set(path, words);
    return words;
  };
  const consents = {};
  for (const [consent, bySite] of Object.entries(result.consents)) {
    consents[consent] = {};
    for (const [site, { pages, notFound, dataPages }] of Object.entries(bySite)) {
      const styled = {
        pages: {},
        notFound: rulesUsedBy(css, notFound, wordsOfPage(result.notFoundPathMarker)),
        dataPages: {},
      };
      for (const [path, body] of Object.entries(pages))
        styled.pages[path] = rulesUsedBy(css, body, wordsOfPage(path));
      // Rendered with sample data: the page's chunks bring the words of every state it can draw.
      for (const [pattern, body] of Object.entries(dataPages))
        styled.dataPages[pattern] = rulesUsedBy(css, body, wordsOfPage(pattern));
      consents[consent][site] = styled;
    }
  }
  return { stylesheet, bytes: css.length, consents };
}

const stylesStarted = Date.now();
const styles = pageStyles();
writeFileSync(join(outDir, 'styles.json'), JSON.stringify(styles));
const sizes = Object.values(styles.consents).flatMap((bySite) =>
  Object.values(bySite).flatMap(({ pages, notFound, dataPages }) =>
    [...Object.values(pages), notFound, ...Object.values(dataPages)].map((css) => css.length),
  ),
);
console.log(
  `Cut each page's rules from the stylesheet (${styles.bytes} B): ${Math.min(...sizes)}–${Math.max(...sizes)} B, in ${Date.now() - stylesStarted} ms`,
);
