import { jobPath } from '../../../shared/marketplace/job-paths';
import { candidateMatchesPath, savedSearchLink } from '../../../shared/marketplace/match-alerts.messages';
import { byMatch, scoreMatch } from '../../../shared/marketplace/match-score';
import type { DigestCadence } from '../../../shared/marketplace/matching.constants';
import { ukDate, ukDayStart } from '../../../shared/validation/uk-day';
import type { Database } from '../../db/database';
import { isValidRecipient, type Mailer, type MailRequest } from '../../mail/mail.service';
import type { DigestVacancy } from '../../mail/templates/match-digests.template';
import {
  createMatchDigestsRepository,
  type DigestRound,
  type MatchDigestsRepository,
} from './match-digests.repository';

/*
 * The digest e-mails of new matches (docs/product/matching.md#alerts-and-digests). Whichever instance
 * runs first makes a round and its recipients; any number of instances then share the sending, a batch
 * per transaction: the e-mails are queued, the alerts marked digested and the recipients marked sent
 * together, so a batch that dies sends nothing and is taken up again, and no digest goes twice.
 */

export interface DigestDeps {
  db: Database;
  mail: Mailer;
  now: () => Date;
  batchSize?: number;
  /** Runs last in each batch's transaction (tests fail a batch here, as a dying instance would). */
  beforeCommit?: (batch: { runId: string; userIds: readonly string[] }) => Promise<void> | void;
}

/** Rounds start at 07:00 UK time, so the e-mails arrive at the start of a working day. */
export const digestHourUk = 7;
export const defaultDigestBatchSize = 500;

/** The ISO week of a calendar day, e.g. '2026-W50'. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  // The week belongs to the year of its Thursday.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The rounds due at `now`: from 07:00 UK time, the job seekers' and the employers' daily rounds of the
 * day and, on Mondays, the job seekers' weekly round of the week.
 */
export function dueRounds(now: Date): DigestRound[] {
  const today = ukDate(now);
  if (now.getTime() < ukDayStart(today).getTime() + digestHourUk * 3_600_000) return [];
  const rounds: DigestRound[] = [
    { audience: 'candidate', cadence: 'daily', period: today },
    { audience: 'employer', cadence: 'daily', period: today },
  ];
  if (new Date(`${today}T12:00:00Z`).getUTCDay() === 1)
    rounds.push({ audience: 'candidate', cadence: 'weekly', period: isoWeek(today) });
  return rounds;
}

interface BatchDigests {
  mails: MailRequest<'match-digest'>[] | MailRequest<'saved-search-digest'>[];
  alertIds: number[];
}

const topReasons = 3;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

async function candidateDigests(
  repository: MatchDigestsRepository,
  userIds: readonly string[],
  cadence: DigestCadence,
  today: string,
): Promise<BatchDigests> {
  const [candidates, alerts] = await Promise.all([
    repository.candidatesOf(userIds, cadence),
    repository.pendingVacancyAlerts(userIds, today),
  ]);
  const alertsOf = groupBy(alerts, (alert) => alert.userId);
  const mails: MailRequest<'match-digest'>[] = [];
  const alertIds: number[] = [];
  for (const candidate of candidates) {
    const own = alertsOf.get(candidate.userId) ?? [];
    alertIds.push(...own.map((alert) => alert.alertId));
    const facts = { ...candidate, workRadiusKm: candidate.workRadiusKm ?? 0 };
    const vacancies = own
      .filter((alert) => alert.listed)
      .map((alert) => ({
        alert,
        match: scoreMatch(facts, alert.vacancy, alert.distanceKm ?? 0, 'candidate'),
      }))
      .sort(byMatch)
      .map(
        ({ alert, match }): DigestVacancy => ({
          title: alert.vacancy.title,
          organisationName: alert.vacancy.organisationName,
          postcodeDistrict: alert.vacancy.postcodeDistrict,
          reasons: match.reasons
            .filter((reason) => reason.met)
            .slice(0, topReasons)
            .map((reason) => reason.text),
          link: jobPath(alert.vacancy),
        }),
      );
    if (vacancies.length === 0 || !isValidRecipient(candidate.email)) continue;
    mails.push({
      template: 'match-digest',
      to: candidate.email,
      data: { name: candidate.name, cadence, vacancies, matchesLink: candidateMatchesPath },
      unsubscribe: { userId: candidate.userId, list: 'matches_digest' },
    });
  }
  return { mails, alertIds };
}

async function employerDigests(
  repository: MatchDigestsRepository,
  userIds: readonly string[],
): Promise<BatchDigests> {
  const [employers, alerts] = await Promise.all([
    repository.employersOf(userIds),
    repository.pendingSavedSearchAlerts(userIds),
  ]);
  const alertsOf = groupBy(alerts, (alert) => alert.userId);
  const mails: MailRequest<'saved-search-digest'>[] = [];
  const alertIds: number[] = [];
  for (const employer of employers) {
    const own = alertsOf.get(employer.userId) ?? [];
    if (own.length === 0 || !isValidRecipient(employer.email)) continue;
    alertIds.push(...own.map((alert) => alert.alertId));
    const searches = [...groupBy(own, (alert) => alert.savedSearchId).values()].flatMap((group) =>
      group[0] ? [{ name: group[0].name, count: group.length, link: savedSearchLink(group[0].filter) }] : [],
    );
    mails.push({
      template: 'saved-search-digest',
      to: employer.email,
      data: { name: employer.name, searches },
      unsubscribe: { userId: employer.userId, list: 'saved_search_digest' },
    });
  }
  return { mails, alertIds };
}

export interface DigestReport {
  roundsStarted: number;
  recipients: number;
  emails: number;
}

/** Starts the rounds due, then sends every unfinished round's digests, batch by batch. */
export async function runDigests(deps: DigestDeps): Promise<DigestReport> {
  const batchSize = deps.batchSize ?? defaultDigestBatchSize;
  const report: DigestReport = { roundsStarted: 0, recipients: 0, emails: 0 };
  for (const round of dueRounds(deps.now())) {
    const started = await deps.db.transaction((tx) =>
      createMatchDigestsRepository({ db: tx }).startRound(round, deps.now()),
    );
    if (started) report.roundsStarted += 1;
  }
  const repository = createMatchDigestsRepository(deps);
  for (const round of await repository.unfinishedRounds()) {
    for (;;) {
      const batch = await deps.db.transaction(async (tx) => {
        const batchRepository = createMatchDigestsRepository({ db: tx });
        const userIds = await batchRepository.claimBatch(round.id, batchSize);
        if (userIds.length === 0) return undefined;
        const at = deps.now();
        const digests =
          round.audience === 'candidate'
            ? await candidateDigests(batchRepository, userIds, round.cadence, ukDate(at))
            : await employerDigests(batchRepository, userIds);
        await deps.mail.enqueueMany<'match-digest' | 'saved-search-digest'>(tx, digests.mails);
        await batchRepository.markDigested(digests.alertIds, at);
        await batchRepository.markSent(round.id, userIds, at);
        await deps.beforeCommit?.({ runId: round.id, userIds });
        return { recipients: userIds.length, emails: digests.mails.length };
      });
      if (!batch) break;
      report.recipients += batch.recipients;
      report.emails += batch.emails;
    }
    await repository.finishRoundIfDone(round.id, deps.now());
  }
  return report;
}
