import type { SendMailOptions } from 'nodemailer';

export interface OutgoingMail {
  id: string;
  /** `<…@…>`, the same on every attempt so a receiver can drop a duplicate. */
  messageId: string;
  template: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields the message was queued with (List-Unsubscribe). */
  headers: Readonly<Record<string, string>>;
  createdAt: Date;
  date: Date;
}

/** Delivers one message or throws; resolving means the receiving side has taken responsibility. */
export interface MailTransport {
  readonly kind: string;
  send(message: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** A delivery failure; `permanent` ones (the server refused the recipient) are not retried. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** The same nodemailer options for every transport, so a .eml file shows exactly what SMTP would send. */
export function toMailOptions(message: OutgoingMail): SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    date: message.date,
    // Lets tests and operators find a kind of message in a mailbox or DATA_DIR/mail without parsing it.
    headers: { ...message.headers, 'X-ARRS-Template': message.template },
  };
}

const maxErrorLength = 500;

/**
 * Without credentials a library might echo from a connection URL, and without the local part of
 * addresses SMTP servers quote ("550 <jane@example.org>: no such user").
 */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/\/\/[^/\s@]+@/g, '//[redacted]@')
    .replace(/[^\s<>()[\]"',;:/]+@(?=[A-Za-z0-9-]+\.)/g, '…@')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxErrorLength);
}
