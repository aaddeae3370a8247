import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const apiPort = process.env.PORT ?? '3000';
const outDir = 'dist/web';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every built text asset, which the server's
 * static plugin sends to browsers that accept them (`preCompressed`). index.html is left alone:
 * the server renders it per request.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|css|svg|json|txt)$/;
  return {
    name: 'arrs:precompress',
    // Not for the pre-render build (entry-prerender.tsx): its output is never served.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    closeBundle() {
      const root = join(import.meta.dirname, outDir);
      for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !compressible.test(entry.name) || entry.parentPath.includes('.vite')) continue;
        const file = join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * index.html's comments for its readers (those opening with a space) are left out of the built file,
 * which every page is made from: half a kilobyte before the first paint for no one. The server's
 * markers (`<!--app-placeholder-->`, index-html.ts) stay.
 */
function withoutReadersComments(): Plugin {
  return {
    name: 'arrs:without-readers-comments',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/[ \t]*<!--\s[\s\S]*?-->[ \t]*\n?/g, ''),
    },
  };
}

/**
 * Builds every lucide-react icon against our lean factory (src/web/lib/icons/create-icon.ts) instead
 * of the package's, which carries run-time machinery we do not use (about 1.1 kB gzipped on every
 * page; docs/decisions/028). Its unit test renders icons both ways and fails if they ever differ.
 */
function leanLucideIcons(): Plugin {
  const factory = join(import.meta.dirname, 'src/web/lib/icons/create-icon.ts');
  return {
    name: 'arrs:lean-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs') return null;
      return importer && /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer) ? factory : null;
    },
  };
}

/**
 * The server puts index.html's stylesheet inside every page as a `<style>` (index-html.ts). Vite also
 * lists that stylesheet among the dependencies of every lazy chunk that imports from the entry, and its
 * preload helper, which looks only for `<link rel="stylesheet">`, then fetched it a second time after
 * hydration and added every rule to the document again. Between index.html's generation (which has
 * linked it) and the writing of the chunks' preload lists, the stylesheets index.html links are taken
 * out of every chunk's CSS metadata; they are put back, and into the build manifest (which the bundle
 * budgets read), once the preload lists are written. A lazily loaded stylesheet (the tours') keeps
 * its preload. e2e/prerendered-pages.spec.ts checks no stylesheet is fetched as the app takes over.
 */
function inlinedStylesheetNotPreloaded(): Plugin[] {
  const taken = new Map<string, Set<string>>();
  const chunksOf = (bundle: Rolldown.OutputBundle) =>
    Object.values(bundle).filter((output) => output.type === 'chunk');
  return [
    {
      name: 'arrs:inlined-stylesheet-not-preloaded',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      enforce: 'post',
      generateBundle(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const linked = [...String(html.source).matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g)]
          .map((match) => match[1])
          .filter((file) => file !== undefined);
        for (const chunk of chunksOf(bundle)) {
          const css = chunk.viteMetadata?.importedCss;
          if (!css) continue;
          const removed = linked.filter((file) => css.delete(file));
          if (removed.length > 0) taken.set(chunk.fileName, new Set(removed));
        }
      },
    },
    {
      name: 'arrs:inlined-stylesheet-back-in-the-manifest',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      enforce: 'post',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          for (const chunk of chunksOf(bundle)) {
            for (const file of taken.get(chunk.fileName) ?? []) chunk.viteMetadata?.importedCss.add(file);
          }
          const manifest = bundle['.vite/manifest.json'];
          if (manifest?.type === 'asset' && taken.size > 0) {
            const entries = JSON.parse(String(manifest.source)) as Record<
              string,
              { file: string; css?: string[] }
            >;
            for (const entry of Object.values(entries)) {
              const files = taken.get(entry.file);
              if (files) entry.css = [...new Set([...files, ...(entry.css ?? [])])];
            }
            manifest.source = `${JSON.stringify(entries, null, 2)}\n`;
          }
          taken.clear();
        },
      },
    },
  ];
}

/**
 * Development server only (`npm run dev`, `npm run dev:web`): the API server decides each page — the
 * site of the request's host (MARKETPLACE_HOSTS), redirects, the not-found status, the session-cookie
 * hint — exactly as in production, and Vite serves the page itself with hot reload. Vite's SPA
 * fallback has already turned every page request into /index.html; the original path is asked of the
 * API server with the same Host and Cookie, and the data-* attributes of its <html> tag are copied
 * onto Vite's index.html. The production page's CSP is not copied: Vite's hot reload needs an inline
 * script.
 */
function serverDecidedPages(apiPort: string): Plugin {
  const htmlAttributes = (html: string) =>
    (/<html\b[^>]*>/.exec(html)?.[0].match(/ data-[\w-]+="[^"]*"/g) ?? []).join('');
  const askApiServer = (path: string, headers: IncomingMessage['headers']) =>
    new Promise<{ status: number; location?: string; html: string }>((resolve, reject) => {
      const forwarded = { host: headers.host ?? '', cookie: headers.cookie ?? '', accept: 'text/html' };
      request({ host: 'localhost', port: apiPort, path, headers: forwarded }, (response) => {
        let html = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          html += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 502, location: response.headers.location, html }),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });

  return {
    name: 'arrs:server-decided-pages',
    apply: 'serve',
    configureServer(server) {
      // Returned: runs after Vite's own middlewares (modules, public files, SPA fallback).
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (req.url !== '/index.html' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
          const path = req.originalUrl ?? '/';
          let answer: Awaited<ReturnType<typeof askApiServer>>;
          try {
            answer = await askApiServer(path, req.headers);
          } catch {
            res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
            res.end(
              `The API server on port ${apiPort} is not answering (starting, or restarting after a change). Reload in a moment.\n`,
            );
            return;
          }
          if (answer.location) {
            res.writeHead(answer.status, { location: answer.location }).end();
            return;
          }
          try {
            const source = readFileSync(join(server.config.root, 'index.html'), 'utf8');
            const html = await server.transformIndexHtml(path, source, path);
            res.writeHead(answer.status, {
              'content-type': 'text/html; charset=utf-8',
              'cache-control': 'no-cache',
            });
            res.end(html.replace('data-site="consultancy"', htmlAttributes(answer.html).trim()));
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}

/**
 * `vite build` builds the browser app into dist/web; `vite build --ssr entry-prerender.tsx` builds the
 * pre-renderer into dist/prerender (never served), which scripts/prerender.mjs runs (`npm run build`).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    leanLucideIcons(),
    react(),
    tailwindcss(),
    inlinedStylesheetNotPreloaded(),
    precompress(),
    serverDecidedPages(apiPort),
    withoutReadersComments(),
  ],
  // The pre-renderer also renders pages per request in the server (decision 041): React goes inside it,
  // in its production build, whatever NODE_ENV the server runs with.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: isSsrBuild
    ? { outDir: '../../dist/prerender', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: `../../${outDir}`,
        emptyOutDir: true,
        assetsDir: 'assets',
        // The CSP forbids inline scripts; never inline the module preload polyfill.
        modulePreload: { polyfill: false },
        assetsInlineLimit: 0,
        // .vite/manifest.json: the server preloads each public page's route chunks from it.
        manifest: true,
      },
  server: {
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
}));
