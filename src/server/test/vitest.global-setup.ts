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
 * Bundled as `npm run build` bundles it, so tests that start it as a process run plain JavaScript: a
 * process started through tsx spends seconds compiling first.
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
 * In a process of its own: every test file loads the copy instead of running the migrations itself.
 * The file appears whole, or `<file>.failed` says why.
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

/** The template's migration overlaps with the workers loading their test modules. */
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
