/**
 * The matching work bench/matching.ts times, on any Database: suggested professionals for a vacancy,
 * matched vacancies for a professional, a new vacancy's fan-out to job seekers (alerts + bell rows) and
 * a digest round's recipient insert and batch claim/mark loop. The fan-out is the vacancy service's own
 * function; the digest loop is the SQL shape the digest runner uses (one set-based statement per step).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';
import { alertJobSeekersOfVacancy } from '../../src/server/features/marketplace/match-alerts.service';
import {
  createMatchingRepository,
  type MatchingVacancy,
} from '../../src/server/features/marketplace/matching.repository';
import { byMatch, scoreMatch } from '../../src/shared/marketplace/match-score';

const rowsOf = <T>(result: unknown): T[] =>
  (result && typeof result === 'object' && 'rows' in result
    ? (result as { rows: T[] }).rows
    : (result as T[])) ?? [];

export const suggestionLimit = 200;
export const shownMatches = 20;

/** Ids the bench draws from: open vacancies of verified organisations, findable job seekers. */
export async function sampleIds(db: Database, count: number) {
  const vacancies = rowsOf<{ id: string }>(
    await db.execute(sql`select v.id from vacancies v join organisations o on o.id = v.organisation_id
      where v.status = 'open' and o.status = 'verified' order by hashtext(v.slug) limit ${count}`),
  ).map((row) => row.id);
  const candidates = rowsOf<{ user_id: string }>(
    await db.execute(sql`select c.user_id from candidate_profiles c join user_profiles u using (user_id)
      where u.profile_tier = 'active_seeker' and u.is_approved and not u.is_suspended
        and u.recruitment_representation_consent and c.registration_completed_at is not null
      order by hashtext(c.user_id) limit ${count}`),
  ).map((row) => row.user_id);
  return { vacancies, candidates };
}

function asMatchingVacancy(
  facts: NonNullable<Awaited<ReturnType<ReturnType<typeof createMatchingRepository>['vacancyFacts']>>>,
): MatchingVacancy {
  return { ...facts, organisationOdsCode: facts.organisationOdsCode };
}

/** Suggested professionals: the vacancy's facts, its hard matches (up to 200), scored, the top 20. */
export async function suggestions(db: Database, vacancyId: string) {
  const repository = createMatchingRepository({ db });
  const facts = await repository.vacancyFacts(vacancyId);
  if (!facts) throw new Error(`no vacancy ${vacancyId}`);
  const rows = await repository.candidatesForVacancy(asMatchingVacancy(facts), { limit: suggestionLimit });
  const ranked = rows
    .map((row) => ({
      row,
      match: scoreMatch(
        { ...row, workRadiusKm: row.workRadiusKm ?? 0, profileTier: row.profileTier },
        facts,
        row.distanceKm,
        'employer',
      ),
    }))
    .sort(byMatch)
    .slice(0, shownMatches);
  return { found: rows.length, shown: ranked.length };
}

/** Matched vacancies: the professional's facts, their hard matches, scored, the top 20. */
export async function matchedVacancies(db: Database, userId: string, today: string) {
  const repository = createMatchingRepository({ db });
  const facts = await repository.candidateFacts(userId);
  if (!facts) throw new Error(`no matchable candidate ${userId}`);
  const rows = await repository.vacanciesForCandidate(facts, { today, limit: suggestionLimit });
  const ranked = rows
    .map((row) => ({ row, match: scoreMatch(facts, row, row.distanceKm, 'candidate') }))
    .sort(byMatch)
    .slice(0, shownMatches);
  return { found: rows.length, shown: ranked.length };
}

/**
 * A new vacancy's fan-out, as the vacancy service runs it when the vacancy opens: every job seeker it
 * matches, their alerts (once per pair) and a bell notification each, in one transaction.
 */
export async function fanOut(db: Database, vacancyId: string) {
  return db.transaction(
    (tx): Promise<number> => alertJobSeekersOfVacancy({ db: tx, now: () => new Date() }, vacancyId),
  );
}

/** Pending alerts for every job seeker (three open vacancies each), so a digest has something to list. */
export async function seedPendingAlerts(db: Database) {
  await db.execute(sql`insert into match_alerts (recipient_user_id, kind, vacancy_id, created_at)
    select c.user_id, 'vacancy_match', v.id, now() - interval '6 hours'
    from (select user_id, row_number() over (order by user_id) as n from candidate_profiles) c
    join (select id, row_number() over (order by id) as n, count(*) over () as total
          from vacancies where status = 'open') v
      on v.n in (1 + c.n % v.total, 1 + (c.n * 7) % v.total, 1 + (c.n * 13) % v.total)
    on conflict (recipient_user_id, vacancy_id) where kind = 'vacancy_match' do nothing`);
}

/** A digest round for everyone in candidate_profiles; resolves with its id and the insert's time. */
export async function createDigestRound(db: Database, period: string) {
  const [run] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into digest_runs (audience, cadence, period)
      values ('candidate', 'daily', ${period}) returning id`),
  );
  if (!run) throw new Error('no digest run');
  const at = performance.now();
  await db.execute(sql`insert into digest_recipients (run_id, user_id)
    select ${run.id}::uuid, user_id from candidate_profiles`);
  return { runId: run.id, insertMs: performance.now() - at };
}

/**
 * One batch of a digest round, in one transaction: claim `size` unsent recipients (FOR UPDATE SKIP
 * LOCKED, so instances share a round), read their pending alerts with the vacancies, queue one e-mail
 * per recipient with something to say, mark the alerts digested and the recipients sent.
 */
export async function digestBatch(db: Database, runId: string, size: number) {
  return db.transaction(async (tx) => {
    const claimed = rowsOf<{ user_id: string; email: string }>(
      await tx.execute(sql`select r.user_id, u.email from digest_recipients r join "user" u on u.id = r.user_id
        where r.run_id = ${runId}::uuid and r.sent_at is null
        order by r.user_id limit ${size} for update of r skip locked`),
    );
    if (claimed.length === 0) return 0;
    const ids = JSON.stringify(claimed.map((row) => row.user_id));
    const alerts = rowsOf<{
      id: number;
      recipient_user_id: string;
      title: string;
      postcode_district: string;
    }>(
      await tx.execute(sql`select a.id, a.recipient_user_id, v.title, v.postcode_district
        from match_alerts a join vacancies v on v.id = a.vacancy_id
        where a.recipient_user_id in (select value from json_array_elements_text(${ids}::json))
          and a.digested_at is null and a.seen_at is null and v.status = 'open'
        order by a.recipient_user_id, a.id`),
    );
    const byRecipient = new Map<string, string[]>();
    for (const alert of alerts)
      byRecipient.set(alert.recipient_user_id, [
        ...(byRecipient.get(alert.recipient_user_id) ?? []),
        `${alert.title} (${alert.postcode_district})`,
      ]);
    const mails = claimed.flatMap((row) => {
      const lines = byRecipient.get(row.user_id);
      if (!lines) return [];
      const text = `New vacancies matching you:\n${lines.join('\n')}`;
      return [
        { to: row.email, text, html: `<p>${lines.join('<br>')}</p>`, id: `<${runId}.${row.user_id}@bench>` },
      ];
    });
    if (mails.length)
      await tx.execute(sql`insert into mail_outbox (message_id, template, to_address, subject, text_body, html_body, headers)
        select m->>'id', 'match_digest', m->>'to', 'New vacancies matching you', m->>'text', m->>'html',
          '{"List-Unsubscribe-Post": "List-Unsubscribe=One-Click"}'::jsonb
        from json_array_elements(${JSON.stringify(mails)}::json) m`);
    if (alerts.length)
      await tx.execute(sql`update match_alerts set digested_at = now()
        where id in (select value::bigint from json_array_elements_text(${JSON.stringify(alerts.map((a) => String(a.id)))}::json))`);
    await tx.execute(sql`update digest_recipients set sent_at = now()
      where run_id = ${runId}::uuid and user_id in (select value from json_array_elements_text(${ids}::json))`);
    return claimed.length;
  });
}
