import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer, serverEntryPoints } from '../../../scripts/build-server.mjs';
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
 * (scripts/build-server.mjs, the same options), so that tests which start them as processes run plain
 * JavaScript: a process started through tsx spends ~2.5 s compiling and loading TypeScript before its
 * first line. The same goes for the PGlite template's writer. The folder is two levels below the
 * repository, as dist/server is (project-root.ts).
 */
async function bundleServerForTests() {
  const outdir = join(projectRoot, 'dist', `test-server-${process.pid}`);
  await bundleServer(
    {
      ...serverEntryPoints,
      admin: 'src/server/cli/admin.ts',
      'pglite-template': 'src/server/test/write-pglite-template.ts',
    },
    outdir,
  );
  return {
    bundle: { main: join(outdir, 'main.mjs'), admin: join(outdir, 'admin.mjs') } as const,
    templateWriter: join(outdir, 'pglite-template.mjs'),
    remove: () => rm(outdir, { recursive: true, force: true }),
  };
}

/**
 * Migrates one PGlite database for the whole run and writes its data directory to `file`, in a
 * process of its own (write-pglite-template.ts): every test file loads that copy (about 1 s) instead
 * of running the migrations itself (2–7 s on a busy machine). The file appears whole or not at all;
 * a failure leaves `<file>.failed` with the reason (database.test-utils.ts waits for one or the other).
 */
function writePgliteTemplate(script: string, file: string): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', script, file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk;
    });
    const failed = (reason: string) => writeFile(`${file}.failed`, reason).then(resolve, resolve);
    child.on('error', (error) => void failed(error.message));
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else void failed(`${script} ended with ${signal ?? `code ${code}`}:\n${errors}`);
    });
  });
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
  const template = writePgliteTemplate(server.templateWriter, file);
  project.provide('pgliteTemplateFile', file);
  return async () => {
    await template;
    await removeRunTempDir();
    await server.remove();
  };
}
