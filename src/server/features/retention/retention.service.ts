import {
  describePeriod,
  retentionCutoff,
  retentionPeriods,
  shiftByPeriod,
} from '../../../shared/content/retention-periods';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import { idleTimeoutSeconds } from '../../auth/idle-timeout';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mail.service';
import {
  createRetentionRepository,
  type InactiveCandidate,
  inactivityWarningEvent,
} from './retention.repository';

/** The account erasure of 'Delete Account' (features/accounts), handed in where the app is composed. */
export type EraseAccount = (
  deps: { db: Database; now: () => Date },
  userId: string,
  by: 'inactivity',
) => Promise<void>;

export interface RetentionDeps {
  db: Database;
  mail: Pick<Mailer, 'enqueue'>;
  now: () => Date;
  eraseAccount: EraseAccount;
}

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
    deliveredMail: number;
    undeliverableMail: number;
    sessions: number;
    verifications: number;
  };
  inactiveCandidates: { warned: number; erased: number; failed: number };
}

export type InactivityAction = 'warn' | 'erase' | 'none';

/**
 * What to do about a candidate. A warning is sent once the erasure is at most `inactivityWarning`
 * away; the erasure needs both the full inactivity period and a warning at least that old, sent
 * after the last activity. So nobody is erased without notice, even if the job was not running.
 */
export function inactivityAction(
  candidate: Pick<InactiveCandidate, 'lastActiveAt' | 'warnedAt'>,
  now: Date,
): InactivityAction {
  const { candidateInactivity, inactivityWarning } = retentionPeriods;
  const { warnedAt, lastActiveAt } = candidate;
  if (warnedAt && warnedAt > lastActiveAt) {
    const inactiveLongEnough = lastActiveAt < retentionCutoff(now, candidateInactivity);
    const noticeGiven = warnedAt <= retentionCutoff(now, inactivityWarning);
    return inactiveLongEnough && noticeGiven ? 'erase' : 'none';
  }
  return lastActiveAt < warningThreshold(now) ? 'warn' : 'none';
}

/** Candidates last active before this are due a warning: their erasure is inactivityWarning away. */
function warningThreshold(now: Date): Date {
  const { candidateInactivity, inactivityWarning } = retentionPeriods;
  return retentionCutoff(shiftByPeriod(now, inactivityWarning), candidateInactivity);
}

/** Deletes every record that has outlived the period the privacy page states for it. */
async function purgeExpiredRecords(db: Database, now: Date): Promise<RetentionReport['deleted']> {
  const records = createRetentionRepository({ db });
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
    deliveredMail: await records.deliveredMailBefore(before('deliveredMail')),
    undeliverableMail: await records.undeliverableMailBefore(before('undeliverableMail')),
    sessions: await records.deadSessions(now, idleTimeoutSeconds),
    verifications: await records.expiredVerifications(now),
  };
}

/**
 * One candidate, in one transaction under the user's row lock: re-reads their activity (a sign-in
 * may have happened since the list was read) and warns or erases them.
 */
async function handleCandidate(deps: RetentionDeps, userId: string): Promise<InactivityAction> {
  return deps.db.transaction(async (tx) => {
    const records = createRetentionRepository({ db: tx });
    if (!(await records.lockUser(userId))) return 'none';
    const now = deps.now();
    const [candidate] = await records.inactiveCandidates({ lastActiveBefore: warningThreshold(now), userId });
    if (!candidate) return 'none';
    const action = inactivityAction(candidate, now);
    if (action === 'erase') {
      await deps.eraseAccount({ db: tx, now: deps.now }, userId, 'inactivity');
    } else if (action === 'warn') {
      await deps.mail.enqueue(tx, {
        template: 'inactivity-warning',
        to: candidate.email,
        data: {
          name: candidate.fullName,
          inactivityPeriod: describePeriod(retentionPeriods.candidateInactivity),
          erasureFrom: shiftByPeriod(now, retentionPeriods.inactivityWarning),
        },
      });
      await createSecurityEventsRepository({ db: tx }).record({
        eventType: inactivityWarningEvent,
        targetUserId: userId,
        at: now,
        details: { inactiveSince: candidate.lastActiveAt.toISOString() },
      });
    }
    return action;
  });
}

/** Spec §1 retention for candidates: warn, then erase, those inactive for the stated period. */
async function enforceCandidateInactivity(
  deps: RetentionDeps,
): Promise<RetentionReport['inactiveCandidates']> {
  const result = { warned: 0, erased: 0, failed: 0 };
  const due = await createRetentionRepository({ db: deps.db }).inactiveCandidates({
    lastActiveBefore: warningThreshold(deps.now()),
  });
  for (const candidate of due) {
    if (inactivityAction(candidate, deps.now()) === 'none') continue;
    try {
      const action = await handleCandidate(deps, candidate.userId);
      if (action === 'warn') result.warned += 1;
      if (action === 'erase') result.erased += 1;
    } catch {
      // One account that cannot be handled must not stop the others; tomorrow's run tries again.
      result.failed += 1;
    }
  }
  return result;
}

/**
 * The daily retention run. Inactivity is decided first, while the sessions and events that prove
 * activity are all still there; then every category is purged by its period.
 */
export async function runRetention(deps: RetentionDeps): Promise<RetentionReport> {
  const inactiveCandidates = await enforceCandidateInactivity(deps);
  const deleted = await purgeExpiredRecords(deps.db, deps.now());
  return { deleted, inactiveCandidates };
}
