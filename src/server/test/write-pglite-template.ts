import { rename, writeFile } from 'node:fs/promises';
import { dumpMigratedPglite } from './pglite-template';

/**
 * `node write-pglite-template.mjs FILE`, started by vitest.global-setup.ts: creating a PGlite holds its
 * thread for seconds, which in the runner's own process would keep the workers from loading.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: write-pglite-template FILE');
const data = await dumpMigratedPglite();
await writeFile(`${file}.partial`, Buffer.from(await data.arrayBuffer()));
await rename(`${file}.partial`, file);
