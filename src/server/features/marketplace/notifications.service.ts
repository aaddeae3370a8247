import type { AppNotification, NotificationKind } from '../../../shared/marketplace/opportunity.schemas';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mail.service';
import { createNotificationsRepository } from './notifications.repository';

export interface Recipient {
  userId: string;
  email: string;
  name: string;
}

export interface NotificationInput {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the platform, e.g. /arrsplace/candidate/opportunities. */
  link: string | null;
}

/**
 * An in-app notification each, an e-mail unless they turned that kind off, and a realtime signal for an
 * open bell. Called inside the writing transaction: nothing is sent if it rolls back.
 */
export async function notify(
  deps: { db: Database; mail: Mailer; now: () => Date },
  recipients: readonly Recipient[],
  notification: NotificationInput,
) {
  if (recipients.length === 0) return;
  const repository = createNotificationsRepository(deps);
  const at = deps.now();
  await repository.insert(
    recipients.map((recipient) => ({ userId: recipient.userId, ...notification, createdAt: at })),
  );
  const optedOut = new Set(
    (await repository.emailOptOuts(recipients.map((recipient) => recipient.userId)))
      .filter((row) => row.kind === notification.kind)
      .map((row) => row.userId),
  );
  for (const recipient of recipients) {
    if (!optedOut.has(recipient.userId))
      await deps.mail.enqueue(deps.db, {
        template: 'notification',
        to: recipient.email,
        data: { name: recipient.name, ...notification },
      });
    await repository.signal(recipient.userId);
  }
}

export async function listNotifications(deps: { db: Database }, userId: string) {
  const repository = createNotificationsRepository(deps);
  const [rows, unread] = await Promise.all([repository.latest(userId, 30), repository.unreadCount(userId)]);
  const notifications: AppNotification[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { unread, notifications };
}
