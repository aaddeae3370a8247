/**
 * `npm test`'s check of the API document: the OpenAPI document the server generates
 * (openapi-document.ts) passes Redocly's recommended rules, strictly (redocly.yaml), and a typed
 * client generated from it compiles: openapi-typescript writes its types, and tsc checks
 * scripts/openapi-client/example.ts (openapi-fetch) against them. Leaves the document and the types
 * in .cache/openapi/. By hand: node --import tsx scripts/check-openapi.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS from 'openapi-typescript';
import { projectRoot } from '../src/server/project-root';
import { writeOpenApiDocument } from './openapi-document';

const outDir = join(projectRoot, '.cache', 'openapi');
const documentFile = join(outDir, 'openapi.json');
const typesFile = join(outDir, 'openapi.d.ts');
const bin = (name: string) => join(projectRoot, 'node_modules', '.bin', name);

function run(what: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status ?? result.signal})`);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  await writeOpenApiDocument(documentFile);

  // The path as .redocly.lint-ignore.yaml names it. No telemetry or update check: no call leaves here.
  run(
    'Redocly lint',
    bin('redocly'),
    ['lint', relative(projectRoot, documentFile), '--config', 'redocly.yaml'],
    {
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    },
  );

  writeFileSync(typesFile, await openapiTS(pathToFileURL(documentFile)));
  run('The typed client example', bin('tsc'), ['-p', join('scripts', 'openapi-client')]);
  console.log(`API document: lint clean, typed client compiles (${relative(projectRoot, outDir)}/)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
