import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import { createTestConfig } from '../test/app.test-utils';
import { createMailer } from './mail.service';
import { createMailWorker, type MailLogger, type MailWorkerDeps } from './mail-worker';
import type { MailTransport, OutgoingMail } from './transports/mail-transport';

/** A clock the test moves by hand: back-off is tested without sleeping. */
export function createTestClock(start = new Date('2030-01-15T09:00:00.000Z')) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** Every row of the outbox, oldest first. */
export async function listOutbox(db: Database) {
  return db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}

/**
 * The outbox by template name, for messages queued in one transaction: they share their queueing
 * instant, so their order in the outbox is not part of any rule.
 */
export async function outboxByTemplate(db: Database) {
  const rows = await listOutbox(db);
  return { rows, byTemplate: new Map(rows.map((row) => [row.template, row])) };
}

/** Records what it is asked to send; `failWith` makes every send throw until cleared. */
export function createRecordingTransport() {
  const sent: OutgoingMail[] = [];
  const state: { failWith: Error | undefined; delayMs: number } = { failWith: undefined, delayMs: 0 };
  const transport: MailTransport = {
    kind: 'recording',
    async send(message) {
      if (state.delayMs > 0)
        await new Promise((resolve) => setTimeout(resolve, state.delayMs * Math.random()));
      if (state.failWith) throw state.failWith;
      sent.push(message);
    },
    async close() {},
  };
  return { transport, sent, state };
}

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

export function createCapturingLogger(): MailLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (details, message) => entries.push({ level: 'info', details, message }),
    warn: (details, message) => entries.push({ level: 'warn', details, message }),
    error: (details, message) => entries.push({ level: 'error', details, message }),
  };
}

/**
 * A worker on `db` with a recording transport, a capturing logger, a hand-moved clock and no jitter,
 * plus `enqueue(to?)` for a notice whose heading and body must never reach the logs.
 */
export function createWorkerFixture(db: Database, overrides: Partial<MailWorkerDeps> = {}) {
  const clock = createTestClock();
  const config = createTestConfig();
  const mailer = createMailer({ config, now: clock.now });
  const recording = createRecordingTransport();
  const logger = createCapturingLogger();
  const worker = createMailWorker({
    db,
    transport: recording.transport,
    from: config.MAIL_FROM,
    logger,
    now: clock.now,
    random: () => 0,
    ...overrides,
  });
  const enqueue = (to = 'jane.doe@example.org') =>
    mailer.enqueue(db, {
      template: 'generic-notice',
      data: { heading: 'Secret heading', paragraphs: ['Your token is abc123'] },
      to,
    });
  return { clock, config, worker, recording, logger, enqueue };
}

export interface ParsedEml {
  /** Lower-case header names; encoded words decoded; the last occurrence wins. */
  headers: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

/** Decoded, with the wire's CRLF line ends turned back into \n as mail clients do. */
function decodeBody(body: string, encoding: string | undefined): string {
  const kind = encoding?.toLowerCase();
  const decoded =
    kind === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : kind === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

/** A small RFC 822 / MIME reader, enough to check what the transports produce. */
export function parseEml(raw: string): ParsedEml {
  const split = /\r?\n\r?\n/.exec(raw);
  if (!split) throw new Error('message has no blank line between headers and body');
  const headers = parseHeaders(raw.slice(0, split.index));
  const body = raw.slice(split.index + split[0].length);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    const parsed = parts.map((part) => parseEml(part.replace(/^\r?\n/, '')));
    return {
      headers,
      text: parsed.find((part) => part.text !== undefined)?.text,
      html: parsed.find((part) => part.html !== undefined)?.html,
    };
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  const isHtml = contentType.toLowerCase().startsWith('text/html');
  return { headers, text: isHtml ? undefined : decoded, html: isHtml ? decoded : undefined };
}
