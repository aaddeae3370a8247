import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { onCleanup } from './cleanup';
import { contactBody, type Fleet, nextClientAddress, postContact, seconds } from './fault-instances';
import type { FaultResult } from './fault-kill';

/** What the bench's SMTP server received: Message-ID → recipients of each copy. */
export interface MailSink {
  url: string;
  received: Map<string, string[]>;
  /** Stops listening: connections are refused, as when the mail server is down. */
  down(): Promise<void>;
  up(): Promise<void>;
}

/** A local SMTP server on a fixed port that can be stopped and started again on it. */
export async function startMailSink(port: number): Promise<MailSink> {
  const received = new Map<string, string[]>();
  let server: SMTPServer | undefined;
  const up = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const id = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? `missing-${randomUUID()}`;
          const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',');
          received.set(id, [...(received.get(id) ?? []), to]);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    server = next;
  };
  await up();
  onCleanup(() => server?.server.close());
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    up,
    async down() {
      const current = server;
      server = undefined;
      await new Promise<void>((resolve) => (current ? current.close(() => resolve()) : resolve()));
    },
  };
}

/**
 * Fault 3: the SMTP server is down for `downMs` while `total` contact submissions arrive (spread
 * over the first part of the outage). Each is acknowledged at once (the mail waits in the outbox);
 * once the server is back, every confirmation must arrive, each exactly once (counted by
 * Message-ID), within `deadlineMs`.
 */
export async function smtpDown(
  fleet: Fleet,
  sink: MailSink,
  options: { total: number; downMs: number; deadlineMs: number },
): Promise<FaultResult> {
  const run = randomUUID().slice(0, 8);
  const prefix = `smtp-${run}-`;
  await sink.down();
  const wentDown = performance.now();
  let acknowledged = 0;
  const spreadMs = Math.min(options.downMs / 2, 20_000);
  await Promise.all(
    Array.from({ length: options.total }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, (spreadMs * index) / options.total));
      const running = fleet.instances.filter((candidate) => candidate.running());
      const instance = running[index % running.length];
      if (!instance) return;
      const email = `${prefix}${index}@bench.example.com`;
      const status = await postContact(
        fleet,
        instance.origin,
        contactBody(email, `smtp outage ${run} #${index}`),
        randomUUID(),
        nextClientAddress(),
      );
      if (status === 201) acknowledged += 1;
    }),
  );
  const remaining = options.downMs - (performance.now() - wentDown);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  await sink.up();
  const cameBack = performance.now();

  const ours = () => [...sink.received.entries()].filter(([, to]) => to.some((t) => t.startsWith(prefix)));
  const deliveredDuringOutage = ours().length;
  while (ours().length < acknowledged && performance.now() - cameBack < options.deadlineMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const allInMs = performance.now() - cameBack;
  // A little longer: a duplicate would come after the last first copy.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const messages = ours();
  const duplicates = messages.reduce((sum, [, copies]) => sum + copies.length - 1, 0);
  const delivered = messages.length;
  const ok =
    acknowledged === options.total &&
    delivered === acknowledged &&
    duplicates === 0 &&
    deliveredDuringOutage === 0;
  return {
    name: `SMTP server down for ${seconds(options.downMs)} during submissions`,
    ok,
    figures:
      `${acknowledged}/${options.total} submissions acknowledged during the outage; ` +
      `${delivered}/${acknowledged} confirmations delivered (${Math.round((100 * delivered) / Math.max(1, acknowledged))} %) ` +
      `${delivered === acknowledged ? `within ${seconds(allInMs)}` : `after ${seconds(allInMs)}`} of the server's return; ` +
      `${duplicates} duplicates (by Message-ID)`,
  };
}
