import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * `vite build` builds the browser app into dist/web; `vite build --ssr entry-prerender.tsx` builds the
 * pre-renderer into dist/prerender (never served), which scripts/prerender.mjs runs (`npm run build`).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
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
