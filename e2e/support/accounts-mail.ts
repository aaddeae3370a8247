import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Reads the e-mails the e2e server writes as .eml files into DATA_DIR/mail. The small
 * MIME reader is a copy of the one in src/server/mail/mail.test-utils.ts, so e2e loads no server code.
 */
export interface ReceivedMail {
  file: string;
  subject: string;
  to: string;
  text: string;
}

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
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

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

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

interface ParsedPart {
  headers: Map<string, string>;
  text: string | undefined;
}

/** Headers and the plain-text part of an RFC 822 message (multipart or not). */
export function parseEml(raw: string): ParsedPart {
  const split = /\r?\n\r?\n/.exec(raw);
  if (!split) throw new Error('message has no blank line between headers and body');
  const headers = parseHeaders(raw.slice(0, split.index));
  const body = raw.slice(split.index + split[0].length);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    const text = parts.map((part) => parseEml(part.replace(/^\r?\n/, ''))).find((part) => part.text)?.text;
    return { headers, text };
  }
  const isText = contentType.toLowerCase().startsWith('text/plain');
  return { headers, text: isText ? decodeBody(body, headers.get('content-transfer-encoding')) : undefined };
}

async function readMails(): Promise<ReceivedMail[]> {
  const dir = join(dataDir(), 'mail');
  const files = await readdir(dir).catch((): string[] => []);
  const mails: ReceivedMail[] = [];
  for (const file of files
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()) {
    const parsed = parseEml(await readFile(join(dir, file), 'utf8'));
    mails.push({
      file,
      subject: parsed.headers.get('subject') ?? '',
      to: parsed.headers.get('to') ?? '',
      text: parsed.text ?? '',
    });
  }
  return mails;
}

/**
 * The newest e-mail to `to` whose subject matches, not one of `seen`. The mail worker polls every
 * 5 s, so this waits up to `timeoutMs` (generous: a busy machine may delay a run or two).
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { timeoutMs = 45_000, seen = [] }: { timeoutMs?: number; seen?: string[] } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMails()).find(
      (mail) =>
        mail.to.toLowerCase().includes(to.toLowerCase()) &&
        subject.test(mail.subject) &&
        !seen.includes(mail.file),
    );
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The first link in the mail's text whose URL contains `part`. */
export function linkIn(mail: ReceivedMail, part: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(part));
  if (!link) throw new Error(`no link containing ${part} in "${mail.subject}":\n${mail.text}`);
  return link;
}
