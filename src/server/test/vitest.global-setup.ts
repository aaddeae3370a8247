import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migratePglite, pgliteExtensions } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (dumpDataDir), written once per run; '' with PostgreSQL. */
    pgliteTemplateFile: string;
  }
}

/**
 * Migrates one PGlite database for the whole run and writes its data directory to a file: every test
 * file loads that copy (about 1 s) instead of running the migrations itself (2–7 s on a busy machine).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplateFile', '');
    return undefined;
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
  };
}
