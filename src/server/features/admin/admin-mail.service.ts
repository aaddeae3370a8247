import {
  type AdminMailMessage,
  adminMailPageSize,
  type MailStatus,
} from '../../../shared/admin/mail.schemas';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import type { Database } from '../../db/database';
import { adminErrors } from './admin.errors';
import type { AccountParty } from './admin-accounts.policy';
import { type AdminMailRow, createAdminMailRepository, type OutboxStatus } from './admin-mail.repository';

const toOutbox: Record<MailStatus, OutboxStatus> = {
  queued: 'pending',
  sending: 'sending',
  sent: 'sent',
  dead: 'dead',
};
const fromOutbox: Record<OutboxStatus, MailStatus> = {
  pending: 'queued',
  sending: 'sending',
  sent: 'sent',
  dead: 'dead',
};

/** A message as admins see it: no bodies, which hold one-time links. */
export function presentMail(row: AdminMailRow): AdminMailMessage {
  return {
    id: row.id,
    template: row.template,
    recipient: row.toAddress,
    subject: row.subject,
    status: fromOutbox[row.status],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

export async function listMail(deps: { db: Database }, query: { status?: MailStatus; page: number }) {
  const rows = await createAdminMailRepository({ db: deps.db }).list(
    { status: query.status ? toOutbox[query.status] : undefined },
    { limit: adminMailPageSize + 1, offset: (query.page - 1) * adminMailPageSize },
  );
  return {
    messages: rows.slice(0, adminMailPageSize).map(presentMail),
    page: query.page,
    pageSize: adminMailPageSize,
    hasMore: rows.length > adminMailPageSize,
  };
}

export function retryDeadLetter(
  deps: { db: Database; now: () => Date },
  actor: AccountParty,
  id: string,
): Promise<AdminMailMessage> {
  return deps.db.transaction(async (tx) => {
    const outbox = createAdminMailRepository({ db: tx });
    const message = await outbox.findForUpdate(id);
    if (!message) throw adminErrors.mailNotFound();
    if (message.status !== 'dead') throw adminErrors.notDeadLetter();
    const requeued = await outbox.requeueDead(id, deps.now());
    if (!requeued) throw adminErrors.notDeadLetter();
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'mail_retried',
      severity: 'low',
      userId: actor.id,
      details: { mailId: id, template: message.template, attempts: message.attempts },
    });
    return presentMail(requeued);
  });
}
