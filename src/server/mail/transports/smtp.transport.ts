import { createTransport } from 'nodemailer';
import { describeError, MailDeliveryError, type MailTransport, toMailOptions } from './mail-transport';

// Bounded so one attempt ends well inside the worker's lease (5 minutes by default); nodemailer's
// own socket timeout is 10 minutes. A value given in SMTP_URL's query string wins.
const defaultTimeouts: Readonly<Record<string, string>> = {
  connectionTimeout: '30000',
  greetingTimeout: '30000',
  socketTimeout: '60000',
};

function withDefaultTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(defaultTimeouts)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

function readNumber(error: unknown, key: 'responseCode'): number | undefined {
  if (typeof error !== 'object' || error === null || !(key in error)) return undefined;
  const value: unknown = Reflect.get(error, key);
  return typeof value === 'number' ? value : undefined;
}

function readString(error: unknown, key: 'command'): string | undefined {
  if (typeof error !== 'object' || error === null || !(key in error)) return undefined;
  const value: unknown = Reflect.get(error, key);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Only a 5xx refusal of the recipient is final; every other failure (connection, 4xx, auth, a 5xx
 * on MAIL FROM that points at our own configuration) may heal, so it is retried.
 */
function isPermanent(error: unknown): boolean {
  const code = readNumber(error, 'responseCode');
  return code !== undefined && code >= 500 && code < 600 && readString(error, 'command') === 'RCPT TO';
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport(withDefaultTimeouts(smtpUrl));
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transporter.sendMail(toMailOptions(message));
      } catch (error) {
        throw new MailDeliveryError(describeError(error), isPermanent(error));
      }
    },
    async close() {
      transporter.close();
    },
  };
}
