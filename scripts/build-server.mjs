// `npm run build:server` (part of `npm run build`): bundles the server's own code into
// dist/server/main.mjs (and its database's worker thread into dist/server/pglite-worker.mjs), so
// `npm start` runs plain JavaScript instead of compiling TypeScript in the process (tsx held about
// 70–90 MB more at rest, docs/performance.md). Packages stay in node_modules.
// The server tests bundle the server and the admin CLI the same way (`bundleServer`,
// src/server/test/vitest.global-setup.ts) for the tests that start them as processes.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Bundles `entryPoints` (name → source, relative to the repository) into `outdir` as `<name>.mjs`
 * with source maps. The output must sit two levels below the repository (src/server/project-root.ts).
 */
export async function bundleServer(entryPoints, outdir) {
  await build({
    entryPoints,
    absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}

/**
 * The server and the worker thread that runs its embedded database (src/server/db/pglite-worker.ts),
 * which the server finds beside its own bundle.
 */
export const serverEntryPoints = {
  main: 'src/server/main.ts',
  'pglite-worker': 'src/server/db/pglite-worker.ts',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundleServer(serverEntryPoints, 'dist/server');
}
