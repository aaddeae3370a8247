import {
  describePeriod,
  type RetentionPeriod,
  retentionCutoff,
  retentionPeriods,
  shiftByPeriod,
} from '../../../shared/content/retention-periods';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import { idleTimeoutSeconds } from '../../auth/idle-timeout';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mail.service';
import type { FileStorage } from '../../storage/file-storage';
import { createAnalyticsRetentionRepository } from './analytics-retention.repository';
import {
  createRetentionRepository,
  type InactiveAccount,
  type InactivityRole,
  inactivityWarningEvent,
} from './retention.repository';

/** The account erasure of 'Delete Account' (features/accounts), handed in where the app is composed. */
export type EraseAccount = (
  deps: { db: Database; now: () => Date; storage?: FileStorage },
  userId: string,
  by: 'inactivity',
) => Promise<void>;

export interface RetentionDeps {
  db: Database;
  mail: Pick<Mailer, 'enqueue'>;
  now: () => Date;
  eraseAccount: EraseAccount;
  storage?: FileStorage;
  /** Analytics rows older than this many months are purged (ANALYTICS_RETENTION_MONTHS, default 13). */
  analyticsRetentionMonths?: number;
}

export const defaultAnalyticsRetentionMonths = 13;

/** Counts only: the job's log line must never carry personal data. */
export interface RetentionReport {
  deleted: {
    contactSubmissions: number;
    candidateSubmissions: number;
    employerSubmissions: number;
    securityEvents: number;
    notFoundLog: number;
    rateLimitHits: number;
    rateLimitBlocks: number;
    signInFailures: number;
    deliveredMail: number;
    undeliverableMail: number;
    sessions: number;
    verifications: number;
    analyticsPageViews: number;
    analyticsClicks: number;
    analyticsSessions: number;
    analyticsSalts: number;
  };
  inactiveCandidates: InactivityCounts;
  inactiveEmployers: InactivityCounts;
}

export interface InactivityCounts {
  warned: number;
  erased: number;
  failed: number;
}

export type InactivityAction = 'warn' | 'erase' | 'none';

/** The periods: docs/operations.md#data-retention. Admin roles are never erased. */
export const inactivityPeriods: Record<InactivityRole, RetentionPeriod> = {
  candidate: retentionPeriods.candidateInactivity,
  employer: retentionPeriods.employerInactivity,
};

/**
 * The erasure needs both the full inactivity period and a warning at least `inactivityWarning` old,
 * sent after the last activity: nobody is erased without notice, even if the job was not running.
 */
export function inactivityAction(
  account: Pick<InactiveAccount, 'lastActiveAt' | 'warnedAt'>,
  now: Date,
  inactivity: RetentionPeriod = retentionPeriods.candidateInactivity,
): InactivityAction {
  const { inactivityWarning } = retentionPeriods;
  const { warnedAt, lastActiveAt } = account;
  if (warnedAt && warnedAt > lastActiveAt) {
    const inactiveLongEnough = lastActiveAt < retentionCutoff(now, inactivity);
    const noticeGiven = warnedAt <= retentionCutoff(now, inactivityWarning);
    return inactiveLongEnough && noticeGiven ? 'erase' : 'none';
  }
  return lastActiveAt < warningThreshold(now, inactivity) ? 'warn' : 'none';
}

function warningThreshold(now: Date, inactivity: RetentionPeriod): Date {
  return retentionCutoff(shiftByPeriod(now, retentionPeriods.inactivityWarning), inactivity);
}

/** Deletes every record that has outlived the period the privacy page states for it. */
async function purgeExpiredRecords(
  db: Database,
  now: Date,
  analyticsMonths: number,
): Promise<RetentionReport['deleted']> {
  const records = createRetentionRepository({ db });
  const analytics = createAnalyticsRetentionRepository({ db });
  const analyticsCutoff = retentionCutoff(now, { amount: analyticsMonths, unit: 'months' });
  const before = (period: keyof typeof retentionPeriods) => retentionCutoff(now, retentionPeriods[period]);
  return {
    contactSubmissions: await records.contactSubmissionsBefore(before('contactEnquiry')),
    candidateSubmissions: await records.recruitmentSubmissionsBefore(
      'candidate',
      before('candidateSubmission'),
    ),
    employerSubmissions: await records.recruitmentSubmissionsBefore('employer', before('employerSubmission')),
    securityEvents: await records.securityEventsBefore(before('securityEvents')),
    notFoundLog: await records.notFoundLogBefore(before('notFoundLog')),
    rateLimitHits: await records.rateLimitHitsBefore(before('rateLimitRecords')),
    rateLimitBlocks: await records.rateLimitBlocksEndedBefore(before('rateLimitRecords')),
    signInFailures: await records.signInFailuresBefore(before('rateLimitRecords')),
    deliveredMail: await records.deliveredMailBefore(before('deliveredMail')),
    undeliverableMail: await records.undeliverableMailBefore(before('undeliverableMail')),
    sessions: await records.deadSessions(now, idleTimeoutSeconds),
    verifications: await records.expiredVerifications(now),
    analyticsPageViews: await analytics.pageViewsBefore(analyticsCutoff),
    analyticsClicks: await analytics.clicksBefore(analyticsCutoff),
    analyticsSessions: await analytics.sessionsBefore(analyticsCutoff),
    analyticsSalts: await analytics.saltsBefore(now.toISOString().slice(0, 10)),
  };
}

/** Under the user's row lock, activity is read again: a sign-in may have happened since the list was read. */
async function handleInactiveAccount(
  deps: RetentionDeps,
  role: InactivityRole,
  userId: string,
): Promise<InactivityAction> {
  const inactivity = inactivityPeriods[role];
  return deps.db.transaction(async (tx) => {
    const records = createRetentionRepository({ db: tx });
    if (!(await records.lockUser(userId))) return 'none';
    const now = deps.now();
    const [account] = await records.inactiveAccounts({
      role,
      lastActiveBefore: warningThreshold(now, inactivity),
      userId,
    });
    if (!account) return 'none';
    const action = inactivityAction(account, now, inactivity);
    if (action === 'erase') {
      await deps.eraseAccount({ db: tx, now: deps.now, storage: deps.storage }, userId, 'inactivity');
    } else if (action === 'warn') {
      await deps.mail.enqueue(tx, {
        template: 'inactivity-warning',
        to: account.email,
        data: {
          name: account.fullName,
          accountKind: role,
          inactivityPeriod: describePeriod(inactivity),
          erasureFrom: shiftByPeriod(now, retentionPeriods.inactivityWarning),
        },
      });
      await createSecurityEventsRepository({ db: tx }).record({
        eventType: inactivityWarningEvent,
        targetUserId: userId,
        at: now,
        details: { inactiveSince: account.lastActiveAt.toISOString() },
      });
    }
    return action;
  });
}

async function enforceInactivity(deps: RetentionDeps, role: InactivityRole): Promise<InactivityCounts> {
  const inactivity = inactivityPeriods[role];
  const result = { warned: 0, erased: 0, failed: 0 };
  const due = await createRetentionRepository({ db: deps.db }).inactiveAccounts({
    role,
    lastActiveBefore: warningThreshold(deps.now(), inactivity),
  });
  for (const account of due) {
    if (inactivityAction(account, deps.now(), inactivity) === 'none') continue;
    try {
      const action = await handleInactiveAccount(deps, role, account.userId);
      if (action === 'warn') result.warned += 1;
      if (action === 'erase') result.erased += 1;
    } catch {
      // One account that cannot be handled must not stop the others; tomorrow's run tries again.
      result.failed += 1;
    }
  }
  return result;
}

/** Inactivity is decided first, while the sessions and events that prove activity are all still there. */
export async function runRetention(deps: RetentionDeps): Promise<RetentionReport> {
  const inactiveCandidates = await enforceInactivity(deps, 'candidate');
  const inactiveEmployers = await enforceInactivity(deps, 'employer');
  const deleted = await purgeExpiredRecords(
    deps.db,
    deps.now(),
    deps.analyticsRetentionMonths ?? defaultAnalyticsRetentionMonths,
  );
  return { deleted, inactiveCandidates, inactiveEmployers };
}
