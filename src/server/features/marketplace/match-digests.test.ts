import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchDigestFrequency } from '../../../shared/marketplace/matching.constants';
import { candidateProfiles, matchAlerts, notificationEmailOptOuts } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { buildCandidate, employerWithOrganisation } from '../../test/marketplace.test-utils';
import { alertSavedSearchesOfProfessional } from './match-alerts.service';
import { alertsOf, buildSavedSearch } from './match-alerts.test-utils';
import { dueRounds, isoWeek, runDigests } from './match-digests.service';
import { moveAs, postVacancy, type VacanciesApp, vacanciesApp } from './vacancies.test-utils';

/* The digest e-mails of new matches: what they hold, when they are due, and that each goes once. */

let t: VacanciesApp;
/** The runner's clock; the app's stays put (its sessions are checked against it). */
let now = new Date('2026-12-02T10:00:00Z');
beforeAll(async () => {
  t = await vacanciesApp();
});
afterAll(async () => {
  await t.app.close();
});

/** Each test on its own day: a round is made once per day. */
function onDay(iso: string) {
  now = new Date(iso);
}

const run = (overrides: Partial<Parameters<typeof runDigests>[0]> = {}) =>
  runDigests({ db: t.database.db, mail: t.app.mail, now: () => now, ...overrides });

async function seeker(matchDigest: MatchDigestFrequency, postcode = 'LS1 4AP') {
  const account = await buildCandidate(t.database.db, {
    tier: 'active_seeker',
    postcode,
    name: 'Sam Seeker',
  });
  await t.database.db
    .update(candidateProfiles)
    .set({ matchDigest })
    .where(eq(candidateProfiles.userId, account.userId));
  return account;
}

async function digestsTo(email: string, template: 'match-digest' | 'saved-search-digest') {
  return (await listOutbox(t.database.db)).filter(
    (mail) => mail.toAddress === email && mail.template === template,
  );
}

describe('when rounds are due', () => {
  it('starts the daily rounds from 07:00 UK time and the weekly round on Mondays', () => {
    expect(dueRounds(new Date('2026-12-02T06:59:00Z'))).toEqual([]);
    expect(dueRounds(new Date('2026-12-02T07:00:00Z'))).toEqual([
      { audience: 'candidate', cadence: 'daily', period: '2026-12-02' },
      { audience: 'employer', cadence: 'daily', period: '2026-12-02' },
    ]);
    // Summer time: 07:00 in London is 06:00 UTC.
    expect(dueRounds(new Date('2027-06-07T06:00:00Z'))).toContainEqual({
      audience: 'candidate',
      cadence: 'weekly',
      period: '2027-W23',
    });
    expect(isoWeek('2026-12-28')).toBe('2026-W53');
    expect(isoWeek('2027-01-03')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
  });
});

describe('a job seeker’s digest', () => {
  it('lists the pending matches still open, with organisation, district and reasons, once, with one-click unsubscribe', async () => {
    onDay('2026-12-03T10:00:00Z');
    const employer = await employerWithOrganisation(t, { name: 'Meanwood PCN' });
    const daily = await seeker('daily');
    const off = await seeker('off');
    const open = await postVacancy(employer, { title: 'Clinical Pharmacist (Meanwood)' });
    const closed = await postVacancy(employer, { title: 'Withdrawn Pharmacist Post' });
    const seen = await postVacancy(employer, { title: 'Already Seen Pharmacist' });
    expect((await moveAs(employer, closed.id, { status: 'closed', reason: 'withdrawn' })).statusCode).toBe(
      200,
    );
    await t.database.db.update(matchAlerts).set({ seenAt: now }).where(eq(matchAlerts.vacancyId, seen.id));

    await run();

    const [digest, ...more] = await digestsTo(daily.email, 'match-digest');
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('1 new vacancy matches your profile');
    expect(digest?.textBody).toContain('Clinical Pharmacist (Meanwood)');
    expect(digest?.textBody).toContain('Meanwood PCN, LS6');
    expect(digest?.textBody).toMatch(/Why it matches: .+/);
    expect(digest?.textBody).toContain(`/arrsplace/jobs/${open.slug}-${open.id}`);
    expect(digest?.textBody).toContain('/arrsplace/candidate/matches');
    expect(digest?.textBody).not.toContain('Withdrawn Pharmacist Post');
    expect(digest?.textBody).not.toContain('Already Seen Pharmacist');
    expect(digest?.htmlBody).toContain('Clinical Pharmacist (Meanwood)');
    expect(digest?.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/api\/unsubscribe\?t=.+>$/);
    expect(digest?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Sent, the closed one's alert too: neither comes again. The seen one was never pending.
    const alerts = await alertsOf(t.database.db, daily.userId, 'vacancy_match');
    expect(alerts.filter((alert) => alert.vacancyId !== seen.id).every((alert) => alert.digestedAt)).toBe(
      true,
    );
    expect(await digestsTo(off.email, 'match-digest')).toEqual([]);

    // The same day again, and the next day with nothing new: nothing more.
    await run();
    onDay('2026-12-04T10:00:00Z');
    await run();
    expect(await digestsTo(daily.email, 'match-digest')).toHaveLength(1);
  });

  it('sends the weekly digest on Monday only, listing what came during the week', async () => {
    onDay('2026-12-09T10:00:00Z');
    const employer = await employerWithOrganisation(t);
    const weekly = await seeker('weekly');
    await postVacancy(employer, { title: 'Pharmacist, weekly digest' });
    await run();
    expect(await digestsTo(weekly.email, 'match-digest')).toEqual([]);

    onDay('2026-12-14T08:00:00Z');
    await run();
    const digests = await digestsTo(weekly.email, 'match-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]?.textBody).toContain('Pharmacist, weekly digest');
    expect(digests[0]?.textBody).toContain('weekly e-mail');
  });
});

describe('an employer’s digest', () => {
  it('says how many new professionals match each saved search, never who; not to one who turned it off', async () => {
    onDay('2026-12-15T10:00:00Z');
    const employer = await employerWithOrganisation(t);
    const optedOut = await employerWithOrganisation(t);
    await buildSavedSearch(t.database.db, employer, { name: 'Leeds pharmacists' });
    await buildSavedSearch(t.database.db, optedOut, { name: 'Theirs' });
    await t.database.db
      .insert(notificationEmailOptOuts)
      .values({ userId: optedOut.account.userId, kind: 'saved_search_match' });
    const names = ['Aisha Khan', 'Tom Brady'];
    for (const name of names) {
      const professional = await buildCandidate(t.database.db, { name });
      await alertSavedSearchesOfProfessional({ db: t.database.db, now: () => now }, professional.userId);
    }

    await run();

    const [digest, ...more] = await digestsTo(employer.account.email, 'saved-search-digest');
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('2 new professionals match your saved searches');
    expect(digest?.textBody).toContain('Leeds pharmacists: 2 new professionals match');
    expect(digest?.textBody).toContain('/arrsplace/employer/search');
    for (const name of names) {
      expect(digest?.textBody).not.toContain(name);
      expect(digest?.htmlBody).not.toContain(name);
    }
    expect(digest?.headers?.['List-Unsubscribe']).toMatch(/\/api\/unsubscribe\?t=/);
    expect(await digestsTo(optedOut.account.email, 'saved-search-digest')).toEqual([]);
  });
});

describe('several instances and failures', () => {
  async function manySeekers(count: number) {
    const employer = await employerWithOrganisation(t);
    const seekers = [];
    for (let index = 0; index < count; index += 1) seekers.push(await seeker('daily'));
    await postVacancy(employer, { title: 'Pharmacist for everyone' });
    return seekers;
  }

  async function digestCounts(seekers: readonly { email: string }[]) {
    const mails = await listOutbox(t.database.db);
    return seekers.map(
      (one) =>
        mails.filter((mail) => mail.toAddress === one.email && mail.template === 'match-digest').length,
    );
  }

  it('sends each digest once when two runners share a round', async () => {
    onDay('2026-12-16T10:00:00Z');
    const seekers = await manySeekers(11);
    const reports = await Promise.all([run({ batchSize: 3 }), run({ batchSize: 3 })]);
    expect(await digestCounts(seekers)).toEqual(seekers.map(() => 1));
    expect(reports.reduce((sum, report) => sum + report.roundsStarted, 0)).toBe(2);
  });

  it('resumes a round whose batch died mid-way: none lost, none twice', async () => {
    onDay('2026-12-17T10:00:00Z');
    const seekers = await manySeekers(7);
    let batches = 0;
    const dying = run({
      batchSize: 3,
      beforeCommit: () => {
        batches += 1;
        if (batches === 2) throw new Error('instance died');
      },
    });
    await expect(dying).rejects.toThrow('instance died');
    const afterCrash = await digestCounts(seekers);
    // The first batch went; the dead one queued nothing.
    expect(afterCrash.filter((count) => count === 1).length).toBeLessThan(seekers.length);
    expect(afterCrash.every((count) => count <= 1)).toBe(true);

    await run({ batchSize: 3 });
    expect(await digestCounts(seekers)).toEqual(seekers.map(() => 1));
    const alerts = await t.database.db
      .select({ digestedAt: matchAlerts.digestedAt })
      .from(matchAlerts)
      .where(
        inArray(
          matchAlerts.recipientUserId,
          seekers.map((one) => one.userId),
        ),
      );
    expect(alerts.every((alert) => alert.digestedAt !== null)).toBe(true);
  });

  it('sends the rest of a batch when one address cannot take mail', async () => {
    onDay('2026-12-18T10:00:00Z');
    const seekers = await manySeekers(2);
    const broken = await seeker('daily');
    await t.database.db.execute(sql`update "user" set email = 'broken address' where id = ${broken.userId}`);
    await postVacancy(await employerWithOrganisation(t), { title: 'Another pharmacist' });
    await run({ batchSize: 10 });
    expect(await digestCounts(seekers)).toEqual([1, 1]);
    expect(await digestsTo('broken address', 'match-digest')).toEqual([]);
  });
});
