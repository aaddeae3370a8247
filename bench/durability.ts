/**
 * Durability proof for the embedded default store (issue: "Durability proof"). Starts the real server
 * on a PGlite DATA_DIR, streams acknowledged writes (each direct load of a missing page is logged
 * before the 404 is sent), kills the process with SIGKILL at a random moment, then opens the database
 * and checks that every acknowledged write is there. Repeats, then does the same with a clean SIGTERM,
 * and checks that a second process on the same DATA_DIR is refused. Prints figures; exits 1 on any loss.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../src/server/db/database';
import { exited, startServer, waitForHealth } from './support/server';

const cycles = Number(process.env.DURABILITY_CYCLES ?? 20);
const port = Number(process.env.DURABILITY_PORT ?? 3310);
const writers = 4;
const dataDir = mkdtempSync(join(tmpdir(), 'arrs-durability-'));
const origin = `http://127.0.0.1:${port}`;

// Each write comes from its own client address (X-Forwarded-For, trusted from loopback only): the
// not-found log records a limited number of paths per client and minute.
const serve = (extraPort = port) =>
  startServer({ dataDir, port: extraPort, env: { TRUST_PROXY: 'loopback' } });

/** Sends writes until stopped; returns the paths whose 404 response arrived (acknowledged). */
function streamWrites(tag: string) {
  const acknowledged: string[] = [];
  let running = true;
  let counter = 0;
  const loops = Array.from({ length: writers }, async () => {
    while (running) {
      const index = counter++;
      const path = `/durability-${tag}-${index}`;
      const client = `10.${(index >> 16) & 0xff}.${(index >> 8) & 0xff}.${index & 0xff}`;
      try {
        const response = await fetch(`${origin}${path}`, { headers: { 'x-forwarded-for': client } });
        await response.arrayBuffer();
        if (response.status === 404) acknowledged.push(path);
      } catch {
        return; // the server went away: this write was never acknowledged
      }
    }
  });
  return {
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function missingWrites(expected: string[]): Promise<{ missing: string[]; openMs: number }> {
  const started = Date.now();
  const db = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions: pgliteExtensions });
  const openMs = Date.now() - started;
  try {
    const result = await db.query<{ path: string }>('select path from not_found_log');
    const present = new Set(result.rows.map((row) => row.path));
    return { missing: expected.filter((path) => !present.has(path)), openMs };
  } finally {
    await db.close();
  }
}

async function killCycle(cycle: number) {
  const server = serve();
  const bootMs = await waitForHealth(server, origin);
  const writes = streamWrites(`k${cycle}`);
  await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 1300));
  server.kill('SIGKILL');
  await exited(server);
  await writes.stop();
  const { missing, openMs } = await missingWrites(writes.acknowledged);
  console.log(
    `cycle ${String(cycle).padStart(2)}: SIGKILL after ${writes.acknowledged.length} acknowledged writes, ` +
      `lost ${missing.length}, boot ${bootMs} ms, reopen ${openMs} ms`,
  );
  return { acknowledged: writes.acknowledged.length, lost: missing.length };
}

async function termCycle() {
  const server = serve();
  await waitForHealth(server, origin);
  let stderr = '';
  const collect = (chunk: Buffer) => {
    stderr += chunk.toString();
  };
  server.stderr?.on('data', collect);
  server.stdout?.on('data', collect);
  const writes = streamWrites('term');
  await new Promise((resolve) => setTimeout(resolve, 800));
  server.kill('SIGTERM');
  const code = await exited(server);
  if (code !== 0) console.error(stderr);
  await writes.stop();
  const { missing } = await missingWrites(writes.acknowledged);
  const lockReleased = !existsSync(join(dataDir, 'server.lock'));
  console.log(
    `SIGTERM mid-load: exit code ${code}, ${writes.acknowledged.length} acknowledged writes, lost ${missing.length}, lock released: ${lockReleased}`,
  );
  return { ok: code === 0 && missing.length === 0 && lockReleased, lost: missing.length };
}

async function secondProcessRefused() {
  const first = serve();
  await waitForHealth(first, origin);
  const second = serve(port + 1);
  let stderr = '';
  second.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await exited(second);
  first.kill('SIGTERM');
  await exited(first);
  const refused = code !== 0 && stderr.includes('is in use by another ARRS Place process');
  console.log(
    `second process on the same DATA_DIR: exit code ${code}, refused with a clear message: ${refused}`,
  );
  return refused;
}

async function main() {
  console.log(`durability: ${cycles} SIGKILL cycles on ${dataDir}`);
  let acknowledged = 0;
  let lost = 0;
  for (let cycle = 1; cycle <= cycles; cycle += 1) {
    const result = await killCycle(cycle);
    acknowledged += result.acknowledged;
    lost += result.lost;
  }
  const term = await termCycle();
  const refused = await secondProcessRefused();
  console.log(`\ndurability: ${cycles} kills, ${acknowledged} acknowledged writes, ${lost + term.lost} lost`);
  rmSync(dataDir, { recursive: true, force: true });
  if (lost > 0 || !term.ok || !refused || acknowledged === 0) {
    console.error('durability: FAILED');
    process.exit(1);
  }
  console.log('durability: passed');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
