import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../../scripts/build-server.mjs';
import { migratePglite, pgliteExtensions } from '../db/database';
import { projectRoot } from '../project-root';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where the run's migrated PGlite data directory (dumpDataDir) is being written; '' with
     * PostgreSQL. Read it with `migratedPgliteTemplate()` (database.test-utils.ts), which waits for it.
     */
    pgliteTemplateFile: string;
    /** A directory for files the workers share during the run (removed at its end). */
    runTempDir: string;
    /** The server and the admin CLI bundled from this run's source, for tests that start processes. */
    serverBundle: { main: string; admin: string };
  }
}

/**
 * The server (src/server/main.ts) and the admin CLI bundled as `npm run build` bundles the server
 * (scripts/build-server.mjs, the same options), so that tests which start them as processes run plain JavaScript: a
 * process started through tsx spends ~2.5 s compiling and loading TypeScript before its first line.
 * The folder is two levels below the repository, as dist/server is (project-root.ts).
 */
async function bundleServerForTests() {
  const outdir = join(projectRoot, 'dist', `test-server-${process.pid}`);
  await bundleServer({ main: 'src/server/main.ts', admin: 'src/server/cli/admin.ts' }, outdir);
  return {
    bundle: { main: join(outdir, 'main.mjs'), admin: join(outdir, 'admin.mjs') } as const,
    remove: () => rm(outdir, { recursive: true, force: true }),
  };
}

/**
 * Migrates one PGlite database for the whole run and writes its data directory to `file`: every test
 * file loads that copy (about 1 s) instead of running the migrations itself (2–7 s on a busy
 * machine). Written under another name and renamed when complete, so a worker never reads half of it;
 * a failure leaves `<file>.failed` with the reason (database.test-utils.ts waits for one or the other).
 */
async function writePgliteTemplate(file: string): Promise<void> {
  try {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    let data: Blob;
    try {
      await migratePglite(client);
      data = await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
    await writeFile(`${file}.partial`, Buffer.from(await data.arrayBuffer()));
    await rename(`${file}.partial`, file);
  } catch (error) {
    await writeFile(
      `${file}.failed`,
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  }
}

/**
 * Bundles the server for process tests and starts migrating the run's PGlite template, which the
 * workers wait for only when a test first needs a database: the ~4 s of creating and migrating it
 * overlap with their loading of the test files' modules instead of coming before it.
 */
export default async function setup(project: TestProject) {
  const server = await bundleServerForTests();
  project.provide('serverBundle', server.bundle);
  const runTempDir = await mkdtemp(join(tmpdir(), 'arrs-test-run-'));
  project.provide('runTempDir', runTempDir);
  const removeRunTempDir = () => rm(runTempDir, { recursive: true, force: true });
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplateFile', '');
    return async () => {
      await removeRunTempDir();
      await server.remove();
    };
  }
  const file = join(runTempDir, 'pglite-template.tar');
  const template = writePgliteTemplate(file);
  project.provide('pgliteTemplateFile', file);
  return async () => {
    await template;
    await removeRunTempDir();
    await server.remove();
  };
}
