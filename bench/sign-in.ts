/**
 * Sign-in latency (budget: p50 ≤ 50 ms unloaded). Builds the real app on an in-memory PGlite
 * with the real migrations, creates one account, and signs in sequentially through the HTTP layer
 * (Fastify inject: routing, rate limit, better-auth, argon2id verify, session write). Prints figures.
 */
import { buildApp } from '../src/server/app';
import { openPglite } from '../src/server/db/database';
import { buildAccount, createClient } from '../src/server/test/accounts.test-utils';
import { createFixtureWebRoot, createTestConfig } from '../src/server/test/app.test-utils';

const rounds = Number(process.env.SIGN_IN_ROUNDS ?? 60);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main() {
  const database = await openPglite();
  const app = await buildApp({
    config: createTestConfig(),
    database,
    webRoot: createFixtureWebRoot(),
  });
  await app.ready();
  try {
    const account = await buildAccount(database.db);
    const timings: number[] = [];
    for (let i = 0; i < rounds + 5; i += 1) {
      const client = createClient(app, {}, { remoteAddress: `10.8.${Math.floor(i / 250)}.${i % 250}` });
      const started = performance.now();
      const response = await client.signIn(account.email, account.password);
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      if (i >= 5) timings.push(elapsed); // the first few warm up the JIT and the database
    }
    timings.sort((a, b) => a - b);
    const format = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(
      `sign-in over ${rounds} rounds: p50 ${format(percentile(timings, 50))}, p95 ${format(percentile(timings, 95))}, ` +
        `max ${format(timings.at(-1) ?? 0)} (budget: p50 ≤ 50 ms)`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
