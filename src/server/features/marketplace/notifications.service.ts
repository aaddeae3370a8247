import { matchDigestCandidatesOnly } from '../../../shared/marketplace/match-alerts.messages';
import type { MatchDigestFrequency } from '../../../shared/marketplace/matching.constants';
import type { AppNotification, NotificationKind } from '../../../shared/marketplace/opportunity.schemas';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { Mailer } from '../../mail/mail.service';
import { createMatchPreferencesRepository } from './match-preferences.repository';
import { createNotificationsRepository, type NotificationsRepository } from './notifications.repository';

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
        unsubscribe: { userId: recipient.userId, list: notification.kind },
      });
    await repository.signal(recipient.userId);
  }
}

/**
 * The same bell notification for many users, without e-mail (their e-mail is a digest), in two
 * set-based statements whatever their number. Called inside the writing transaction.
 */
export async function notifyBell(
  deps: { db: Database; now: () => Date },
  userIds: readonly string[],
  notification: NotificationInput,
) {
  await createNotificationsRepository(deps).insertForUsers([...new Set(userIds)], notification, deps.now());
}

/** The bell: the user's latest notifications and how many are unread. */
async function bellOf(repository: NotificationsRepository, userId: string) {
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

export async function listNotifications(deps: { db: Database }, userId: string) {
  return bellOf(createNotificationsRepository(deps), userId);
}

/** Marks the caller's notifications read (the given ones, or all) and answers the bell afresh. */
export async function markNotificationsRead(
  deps: { db: Database; now: () => Date },
  userId: string,
  ids: readonly string[] | undefined,
) {
  const repository = createNotificationsRepository(deps);
  await repository.markRead(userId, ids, deps.now());
  return bellOf(repository, userId);
}

/** The kinds of notification the user gets no e-mail for, and a professional's matches digest. */
export async function emailPreferences(deps: { db: Database }, userId: string) {
  const [optOuts, matchDigest] = await Promise.all([
    createNotificationsRepository(deps).emailOptOuts([userId]),
    createMatchPreferencesRepository(deps).matchDigestOf(userId),
  ]);
  return {
    emailOff: optOuts.map((row) => row.kind as NotificationKind),
    ...(matchDigest ? { matchDigest } : {}),
  };
}

/**
 * Replaces the kinds of notification the user gets no e-mail for (a kind named twice counts once), in
 * one transaction: the old list is never half replaced.
 */
export async function setEmailPreferences(
  deps: { db: Database },
  userId: string,
  choices: { emailOff: readonly NotificationKind[]; matchDigest?: MatchDigestFrequency | undefined },
) {
  const kinds = [...new Set(choices.emailOff)];
  await deps.db.transaction(async (tx) => {
    await createNotificationsRepository({ db: tx }).setEmailOptOuts(userId, kinds);
    if (
      choices.matchDigest &&
      !(await createMatchPreferencesRepository({ db: tx }).setMatchDigest(userId, choices.matchDigest))
    )
      throw new AppError(400, 'MATCH_DIGEST_CANDIDATES_ONLY', matchDigestCandidatesOnly);
  });
  return emailPreferences(deps, userId);
}
