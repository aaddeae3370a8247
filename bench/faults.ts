/**
 * Faults (docs/operations.md, Faults): what the product does when parts of a scaled-out deployment fail, on
 * PostgreSQL with the real server processes. One line per fault with its figures and ok/FAIL; exits 1 if any
 * fails.
 *
 *   1. kill -9 of one of three instances during 1,000 concurrent submissions with idempotency keys:
 *      0 lost, 0 duplicates.
 *   2. PostgreSQL stopped and started again: 503 meanwhile, API and realtime back within 10 s, no
 *      restart of the app.
 *   3. SMTP server down for 2 minutes during submissions: 100 % delivered after, 0 duplicates.
 *   4. Slow database (tables locked): 503 within 5 s thanks to the statement timeout, not a hang.
 *
 * Faults 1, 3 and 4 run in a database of their own on BENCH_DATABASE_URL or TEST_DATABASE_URL (created
 * and dropped), else on a throwaway cluster. Fault 2 restarts PostgreSQL, so it always runs on a
 * throwaway cluster the bench starts itself (initdb in a temp directory, as .ci/run does).
 *
 * Knobs: FAULTS_SUBMISSIONS (1000), FAULTS_CONCURRENCY (50), FAULTS_SMTP_DOWN_S (120),
 * FAULTS_PG_DOWN_S (15).
 *
 *   npm run bench:faults
 *   FAULTS_SMTP_DOWN_S=20 FAULTS_SUBMISSIONS=300 npm run bench:faults
 */
import { freePort } from '../src/server/test/server-process.test-utils';
import { runCleanups } from './support/cleanup';
import { addMembers, createFaultDatabase, type Fleet, signIn, startFleet } from './support/fault-instances';
import { type FaultResult, killOneInstance } from './support/fault-kill';
import { restartPostgres } from './support/fault-postgres-restart';
import { slowDatabase } from './support/fault-slow-database';
import { type MailSink, smtpDown, startMailSink } from './support/fault-smtp';
import { machine } from './support/machine';
import { startThrowawayPostgres, type ThrowawayPostgres } from './support/postgres';

const submissions = Number(process.env.FAULTS_SUBMISSIONS ?? 1000);
const concurrency = Number(process.env.FAULTS_CONCURRENCY ?? 50);
const smtpDownMs = Number(process.env.FAULTS_SMTP_DOWN_S ?? 120) * 1000;
const postgresDownMs = Number(process.env.FAULTS_PG_DOWN_S ?? 15) * 1000;
const statementTimeoutMs = 4000;
const member = 'faults-member@bench.example.com';

const results: { number: number; line: string; ok: boolean }[] = [];

function report(number: number, result: FaultResult) {
  const line = `${number}. ${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.figures}`;
  results.push({ number, line, ok: result.ok });
  console.log(line);
}

function failed(number: number, name: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  report(number, { name, ok: false, figures: `the bench itself failed: ${message}` });
}

/** Faults 1, 4 and 3 on three instances sharing one database and one SMTP server. */
async function onSharedFleet(serverUrl: string, sink: MailSink) {
  const database = await createFaultDatabase(serverUrl);
  let fleet: Fleet | undefined;
  try {
    await addMembers(database.url, [member]);
    fleet = await startFleet({
      databaseUrl: database.url,
      count: 3,
      env: { SMTP_URL: sink.url, DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs) },
    });
    const running = fleet;
    try {
      report(1, await killOneInstance(running, { total: submissions, concurrency, victim: 1 }));
    } catch (error) {
      failed(1, 'kill -9 of one instance', error);
    }
    await running.restart(1);
    try {
      const cookie = await signIn(running, running.instances[0]?.origin ?? '', member);
      report(4, await slowDatabase(running, { cookie, statementTimeoutMs, concurrent: 4 }));
    } catch (error) {
      failed(4, 'slow database', error);
    }
    try {
      report(3, await smtpDown(running, sink, { total: 20, downMs: smtpDownMs, deadlineMs: 10 * 60_000 }));
    } catch (error) {
      failed(3, 'SMTP down', error);
    }
  } finally {
    await fleet?.stop();
    await database.drop().catch((error: unknown) => console.error('could not drop the database:', error));
  }
}

/** Fault 2 on a cluster of the bench's own, which it may stop and start. */
async function onOwnCluster(postgres: ThrowawayPostgres) {
  const database = await createFaultDatabase(postgres.url);
  await addMembers(database.url, [member]);
  const fleet = await startFleet({ databaseUrl: database.url, count: 2 });
  try {
    const cookie = await signIn(fleet, fleet.instances[0]?.origin ?? '', member);
    report(2, await restartPostgres(fleet, postgres, { cookie, downMs: postgresDownMs }));
  } catch (error) {
    failed(2, 'PostgreSQL restart', error);
  } finally {
    await fleet.stop();
  }
}

async function main() {
  console.log(`faults (${machine()})`);
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const postgres = startThrowawayPostgres(await freePort());
  const sink = await startMailSink(await freePort());
  try {
    console.log(
      `PostgreSQL: ${given ? `${new URL(given).host} (given)` : 'throwaway'} for 1, 3, 4; throwaway for 2`,
    );
    await onSharedFleet(given ?? postgres.url, sink);
    await onOwnCluster(postgres);
  } finally {
    await sink.down();
    postgres.stop();
  }
  console.log('\nsummary');
  for (const result of results.sort((a, b) => a.number - b.number)) console.log(result.line);
  const failures = results.filter((result) => !result.ok).length;
  console.log(failures === 0 ? 'faults: all ok' : `faults: ${failures} FAILED`);
  runCleanups();
  process.exit(failures === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  runCleanups();
  process.exit(1);
});
