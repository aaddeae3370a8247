// `npm run build:server`: bundles the server's own code (and its database worker) into dist/server, so
// `npm start` runs plain JavaScript instead of compiling TypeScript in the process (docs/performance.md).
// Packages stay in node_modules. The server tests bundle it the same way (`bundleServer`).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The output must sit two levels below the repository (src/server/project-root.ts). */
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

/** The server finds its database's worker thread beside its own bundle. */
export const serverEntryPoints = {
  main: 'src/server/main.ts',
  'pglite-worker': 'src/server/db/pglite-worker.ts',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundleServer(serverEntryPoints, 'dist/server');
}
