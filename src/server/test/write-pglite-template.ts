import { rename, writeFile } from 'node:fs/promises';
import { dumpMigratedPglite } from './pglite-template';

/**
 * `node write-pglite-template.mjs FILE`: migrates a fresh in-memory PGlite and writes its data
 * directory (dumpDataDir) to FILE, under another name first and renamed when whole. Started as a
 * process of its own by vitest.global-setup.ts: creating a PGlite holds its thread for seconds, which
 * in the test runner's own process would keep the workers from loading their modules.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: write-pglite-template FILE');
const data = await dumpMigratedPglite();
await writeFile(`${file}.partial`, Buffer.from(await data.arrayBuffer()));
await rename(`${file}.partial`, file);
