import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { contactBody, type Fleet, nextClientAddress, postContact } from './fault-instances';

export interface FaultResult {
  name: string;
  ok: boolean;
  figures: string;
}

/**
 * Fault 1: SIGKILL of one of the instances while `total` contact submissions, `concurrency` at a
 * time, go round-robin over all of them. Each submission has its own Idempotency-Key and client
 * address; a connection failure or a 5xx is retried on the next instance with the same key, as a
 * load balancer or the browser's retry would. Then every acknowledged key must be stored exactly
 * once, with exactly one confirmation e-mail queued (0 lost, 0 duplicates).
 */
export async function killOneInstance(
  fleet: Fleet,
  options: { total: number; concurrency: number; victim: number },
): Promise<FaultResult> {
  const run = randomUUID().slice(0, 8);
  const acknowledged = new Map<string, { email: string; body: object }>(); // by key
  const refused: number[] = [];
  let connectionFailures = 0;
  let serverErrors = 0;
  let retried = 0;
  let acknowledgedOnRetry = 0;
  let next = 0;
  let killedAt = -1;
  let inFlightAtKill = 0;
  let inFlight = 0;
  const count = fleet.instances.length;

  const submit = async (index: number) => {
    const key = randomUUID();
    const email = `kill-${run}-${index}@bench.example.com`;
    const body = contactBody(email, `${run} #${index}`);
    const client = nextClientAddress();
    for (let attempt = 0; attempt < 2 * count + 2; attempt += 1) {
      const instance = fleet.instances[(index + attempt) % count];
      if (!instance) continue;
      if (attempt > 0) retried += 1;
      inFlight += 1;
      const status = await postContact(fleet, instance.origin, body, key, client);
      inFlight -= 1;
      if (status === 201) {
        acknowledged.set(key, { email, body });
        if (attempt > 0) acknowledgedOnRetry += 1;
        return;
      }
      if (status === 0) connectionFailures += 1;
      else if (status >= 500) serverErrors += 1;
      else {
        refused.push(status);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    refused.push(-1);
  };

  const victim = fleet.instances[options.victim];
  const killer = (async () => {
    while (acknowledged.size < options.total * 0.4) await new Promise((resolve) => setTimeout(resolve, 5));
    inFlightAtKill = inFlight;
    killedAt = acknowledged.size;
    await victim?.kill('SIGKILL');
  })();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.total) await submit(next++);
    }),
  );
  const elapsedMs = performance.now() - started;
  await killer;

  // Replays, as a client whose answer was lost would: the same key again, on a surviving instance.
  const survivors = fleet.instances.filter((instance) => instance.running());
  const replays = [...acknowledged].slice(0, 100);
  const replayStatuses = await Promise.all(
    replays.map(([key, { body }], index) =>
      postContact(fleet, survivors[index % survivors.length]?.origin ?? '', body, key, nextClientAddress()),
    ),
  );
  const replayedOk = replayStatuses.filter((status) => status === 201).length;

  const client = new pg.Client({ connectionString: fleet.databaseUrl });
  await client.connect();
  const like = `kill-${run}-%`;
  const rows = await client.query<{ key: string | null; email: string; copies: number }>(
    `select idempotency_key as key, email, count(*)::int as copies from contact_submissions
       where email like $1 group by idempotency_key, email`,
    [like],
  );
  const mails = await client.query<{ to_address: string; copies: number }>(
    `select to_address, count(*)::int as copies from mail_outbox
     where template = 'contact-confirmation' and to_address like $1 group by to_address`,
    [like],
  );
  await client.end();

  const stored = new Map(rows.rows.map((row) => [row.email, row]));
  const mailed = new Map(mails.rows.map((row) => [row.to_address, row.copies]));
  let lost = 0;
  let duplicates = 0;
  let duplicateMails = 0;
  for (const [key, { email }] of acknowledged) {
    const row = stored.get(email);
    if (!row || row.key !== key) lost += 1;
    if ((mailed.get(email) ?? 0) !== 1) duplicateMails += 1;
  }
  // The key is unique, so a second copy would be a row under another key (or none) for the same address.
  const perEmail = new Map<string, number>();
  for (const row of rows.rows) perEmail.set(row.email, (perEmail.get(row.email) ?? 0) + row.copies);
  for (const copies of perEmail.values()) if (copies > 1) duplicates += copies - 1;

  const ok =
    acknowledged.size === options.total &&
    lost === 0 &&
    duplicates === 0 &&
    duplicateMails === 0 &&
    refused.length === 0 &&
    replayedOk === replays.length &&
    killedAt > 0;
  return {
    name: `kill -9 of 1 of ${count} instances during ${options.total} submissions (${options.concurrency} concurrent)`,
    ok,
    figures:
      `${acknowledged.size}/${options.total} acknowledged in ${(elapsedMs / 1000).toFixed(1)} s, ` +
      `${lost} lost, ${duplicates} duplicate rows, ${duplicateMails} without exactly one confirmation mail; ` +
      `killed after ${killedAt} acknowledged (${inFlightAtKill} requests in flight); ${retried} retries ` +
      `(${connectionFailures} connection failures, ${serverErrors} 5xx), ${acknowledgedOnRetry} acknowledged ` +
      `only on a retry, ${refused.length} refused; ${replayedOk}/${replays.length} acknowledged ` +
      `submissions sent again with their key answered 201 (counted above: no extra rows or mails)`,
  };
}
