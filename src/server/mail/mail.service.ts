import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { InvalidRecipientError } from './mail.errors';
import { createMailOutboxRepository } from './mail-outbox.repository';
import { type MailTemplateData, type MailTemplateName, renderMail } from './mail-templates';
import type { AdminNotificationData } from './templates/admin-notification.template';
import {
  signUnsubscribeToken,
  type UnsubscribeSubject,
  unsubscribeHeaders,
  unsubscribeUrl,
} from './unsubscribe-token';

export interface MailRequest<Name extends MailTemplateName> {
  template: Name;
  data: MailTemplateData<Name>;
  /** One bare address, e.g. jane@example.org. */
  to: string;
  /**
   * The recipient's account and the list the message belongs to: the message then carries a one-click
   * unsubscribe link. Left out of what the account needs (verify an address, reset a password).
   */
  unsubscribe?: UnsubscribeSubject;
}

export interface QueuedMail {
  id: string;
  messageId: string;
}

const recipientSchema = z.email();

/** Whether enqueue would take this address (a batch checks first, so one bad address fails nothing). */
export function isValidRecipient(address: string): boolean {
  return recipientSchema.safeParse(address.trim()).success;
}

/** The domain of MAIL_FROM's address, else of PUBLIC_URL: Message-IDs should name a domain we own. */
export function messageIdDomain(config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL'>): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(config.MAIL_FROM);
  return (match?.[1] ?? new URL(config.PUBLIC_URL).hostname).toLowerCase();
}

export interface MailerDeps {
  config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL' | 'MARKETPLACE_URL' | 'ADMIN_NOTIFY_EMAIL' | 'AUTH_SECRET'>;
  now?: () => Date;
}

export function createMailer({ config, now = () => new Date() }: MailerDeps) {
  const domain = messageIdDomain(config);
  const siteUrls = { consultancy: config.PUBLIC_URL, marketplace: config.MARKETPLACE_URL };

  /** Pass the transaction of the change that causes the mail: it is sent if and only if that commits. */
  async function enqueue<Name extends MailTemplateName>(
    db: Database,
    request: MailRequest<Name>,
  ): Promise<QueuedMail> {
    const row = rowOf(request);
    await createMailOutboxRepository({ db }).insert(row);
    return { id: row.id, messageId: row.messageId };
  }

  /** Many messages in one insert (a digest batch), on the same terms as enqueue. */
  async function enqueueMany<Name extends MailTemplateName>(
    db: Database,
    requests: readonly MailRequest<Name>[],
  ): Promise<QueuedMail[]> {
    const rows = requests.map(rowOf);
    await createMailOutboxRepository({ db }).insertMany(rows);
    return rows.map((row) => ({ id: row.id, messageId: row.messageId }));
  }

  function rowOf<Name extends MailTemplateName>(request: MailRequest<Name>) {
    const to = request.to.trim();
    if (!recipientSchema.safeParse(to).success) throw new InvalidRecipientError();
    const at = now();
    const unsubscribe = request.unsubscribe
      ? unsubscribeUrl(config.MARKETPLACE_URL, signUnsubscribeToken(request.unsubscribe, config.AUTH_SECRET))
      : undefined;
    const rendered = renderMail(request.template, request.data, {
      siteUrls,
      now: at,
      ...(unsubscribe ? { unsubscribeUrl: unsubscribe } : {}),
    });
    const id = randomUUID();
    const messageId = `<${id}@${domain}>`;
    return {
      id,
      messageId,
      template: request.template,
      toAddress: to,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      headers: unsubscribe ? unsubscribeHeaders(unsubscribe) : null,
      // The injected clock, not the database's: the worker compares against the same clock.
      nextAttemptAt: at,
      createdAt: at,
    };
  }

  /** Queues nothing when no ADMIN_NOTIFY_EMAIL is configured: there is nobody to tell. */
  async function notifyAdmin(db: Database, data: AdminNotificationData): Promise<QueuedMail | null> {
    if (!config.ADMIN_NOTIFY_EMAIL) return null;
    return enqueue(db, { template: 'admin-notification', data, to: config.ADMIN_NOTIFY_EMAIL });
  }

  return { enqueue, enqueueMany, notifyAdmin };
}

export type Mailer = ReturnType<typeof createMailer>;
