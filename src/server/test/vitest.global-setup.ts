import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../../scripts/build-server.mjs';
import { migratePglite, pgliteExtensions } from '../db/database';
import { projectRoot } from '../project-root';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (dumpDataDir), written once per run; '' with PostgreSQL. */
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
 * Bundles the server for process tests, and migrates one PGlite database for the whole run and writes
 * its data directory to a file: every test file loads that copy (about 1 s) instead of running the
 * migrations itself (2–7 s on a busy machine).
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
  const client = await PGlite.create({ extensions: pgliteExtensions });
  let data: Blob;
  try {
    await migratePglite(client);
    data = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  const file = join(tmpdir(), `arrs-pglite-template-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await data.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return async () => {
    await rm(file, { force: true });
    await removeRunTempDir();
    await server.remove();
  };
}
