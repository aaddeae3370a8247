/**
 * The API's OpenAPI 3.1 document, as the server generates it, without a running server: the app is
 * built on an in-memory database (the real migrations) and asked for its document, never listening.
 * Used by `scripts/check-openapi.ts` (`npm test`); by hand, for a client to generate from:
 *
 *   npm run openapi -- api.json
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// Its declarations add `app.swagger()`.
import type {} from '@fastify/swagger';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/database';

export async function buildOpenApiDocument(): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arrs-openapi-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    // No built web app is needed: the document describes the API only.
    const app = await buildApp({ config, database: await openPglite(), webRoot: dataDir });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Writes the document as JSON to `file`. */
export async function writeOpenApiDocument(file: string): Promise<void> {
  writeFileSync(file, `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run openapi -- <file.json>');
    process.exit(2);
  }
  writeOpenApiDocument(file).then(
    () => console.log(`OpenAPI document written to ${file}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
