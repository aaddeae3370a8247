// `npm run build:server` (part of `npm run build`): bundles the server's own code into
// dist/server/main.mjs, so `npm start` runs plain JavaScript instead of compiling TypeScript in the
// process (tsx held about 70–90 MB more at rest, docs/performance.md). Packages stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.mjs',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
