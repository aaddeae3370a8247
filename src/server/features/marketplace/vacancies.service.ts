import { financialYearOf } from '../../../shared/marketplace/opportunity.schemas';
import {
  type CreateVacancy,
  type EmployerVacancy,
  type VacancyForm,
  type VacancyMove,
  vacancyLimits,
  vacancyMessages,
  vacancyMoves,
} from '../../../shared/marketplace/vacancy.schemas';
import { addDays, ukDate } from '../../../shared/validation/uk-day';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { locate, outwardCode } from '../../geo/outcodes';
import type { Mailer } from '../../mail/mail.service';
import { alertJobSeekersOfVacancy } from './match-alerts.service';
import type { Searcher } from './search.service';
import { arrsGuidance, noApplicants, presentEmployer, presentEvent } from './vacancies.presenter';
import { createVacanciesRepository, type VacancyRow, type VacancyValues } from './vacancies.repository';
import { noticeOfClosedVacancies } from './vacancy-notifications';

export interface VacancyDeps {
  db: Database;
  mail: Mailer;
  now: () => Date;
}

export const vacancyErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', vacancyMessages.notFound),
  postcodeUnknown: () => new AppError(400, 'POSTCODE_UNKNOWN', vacancyMessages.postcodeUnknown),
  closingDate: () => new AppError(400, 'CLOSING_DATE_INVALID', vacancyMessages.closingDateRange),
  wrongStatus: () => new AppError(409, 'VACANCY_WRONG_STATUS', vacancyMessages.wrongStatus),
  closed: () => new AppError(409, 'VACANCY_CLOSED', vacancyMessages.closedNotEditable),
};

/** A readable slug from the title and the district, e.g. 'clinical-pharmacist-ls6'. */
export function vacancySlug(title: string, district: string): string {
  const words = `${title} ${district}`
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, 80).replace(/-+$/, '') || 'vacancy';
}

/** After today (UK) and at most vacancyLimits.closingWithinDays ahead. */
function checkClosingDate(closingDate: string, now: Date) {
  const today = ukDate(now);
  if (closingDate <= today || closingDate > addDays(today, vacancyLimits.closingWithinDays))
    throw vacancyErrors.closingDate();
}

/** The form as stored: the place of work by postcode district and its centroid. */
function valuesOf(
  form: VacancyForm,
  searcher: Searcher,
): Omit<VacancyValues, 'organisationId' | 'createdBy'> {
  const atOrganisationAddress = form.postcode === null;
  const postcode = form.postcode ?? searcher.postcode;
  const district = outwardCode(postcode);
  const centroid = locate(postcode) ?? (atOrganisationAddress ? searcher.location : undefined);
  if (!district || !centroid) throw vacancyErrors.postcodeUnknown();
  return {
    role: form.role,
    title: form.title,
    slug: vacancySlug(form.title, district),
    employmentType: form.employmentType,
    sessionsPerWeek: form.sessionsPerWeek,
    hoursPerWeek: form.hoursPerWeek,
    payBasis: form.payBasis,
    payMinPounds: form.payMinPounds,
    payMaxPounds: form.payMaxPounds,
    atOrganisationAddress,
    postcodeDistrict: district,
    latitude: centroid.latitude,
    longitude: centroid.longitude,
    workArrangement: form.workArrangement,
    startDate: form.startDate,
    closingDate: form.closingDate,
    description: form.description,
    registrationBody: form.registrationBody,
    skills: form.skills,
    experienceBand: form.experienceBand,
    matchRadiusKm: form.matchRadiusKm,
  };
}

/** The fields an edit changes, by name (the audit trail records which, never the text). */
function changedFields(before: VacancyRow, after: ReturnType<typeof valuesOf>): string[] {
  return Object.entries(after)
    .filter(([key, value]) => JSON.stringify(before[key as keyof VacancyRow]) !== JSON.stringify(value))
    .map(([key]) => key)
    .filter((key) => key !== 'slug' && key !== 'latitude' && key !== 'longitude');
}

async function present(
  deps: VacancyDeps,
  rows: VacancyRow[],
  withTimeline = false,
): Promise<EmployerVacancy[]> {
  const repository = createVacanciesRepository(deps);
  const financialYear = financialYearOf(deps.now());
  const ids = rows.map((row) => row.id);
  const [counts, rates] = await Promise.all([
    repository.applicantCounts(ids),
    repository.rates([...new Set(rows.map((row) => row.role))], financialYear),
  ]);
  const rateOf = new Map(rates.map((rate) => [rate.role, rate.maxAnnualPence]));
  return Promise.all(
    rows.map(async (row) => {
      const applicantCounts = noApplicants();
      for (const entry of counts) if (entry.vacancyId === row.id) applicantCounts[entry.status] = entry.count;
      const timeline = withTimeline ? (await repository.events(row.id)).map(presentEvent) : undefined;
      return presentEmployer(row, {
        applicantCounts,
        guidance: arrsGuidance(row, financialYear, rateOf.get(row.role)),
        ...(timeline ? { timeline } : {}),
      });
    }),
  );
}

async function presentOne(deps: VacancyDeps, row: VacancyRow) {
  const [vacancy] = await present(deps, [row], true);
  if (!vacancy) throw new Error('vacancy vanished while presenting it');
  return vacancy;
}

export async function createVacancy(
  deps: VacancyDeps,
  searcher: Searcher,
  userId: string,
  input: CreateVacancy,
) {
  const at = deps.now();
  checkClosingDate(input.vacancy.closingDate, at);
  const values = valuesOf(input.vacancy, searcher);
  const row = await deps.db.transaction(async (tx) => {
    const repository = createVacanciesRepository({ db: tx });
    const created = await repository.create({
      ...values,
      organisationId: searcher.organisationId,
      createdBy: userId,
      status: input.status,
      at,
    });
    const actor = { vacancyId: created.id, actorKind: 'employer' as const, actorUserId: userId, at };
    await repository.addEvents([
      { ...actor, kind: 'created' },
      ...(input.status === 'open' ? [{ ...actor, kind: 'opened' as const }] : []),
    ]);
    if (input.status === 'open') await alertJobSeekersOfVacancy({ ...deps, db: tx }, created.id);
    return created;
  });
  return presentOne(deps, row);
}

export async function organisationVacancies(deps: VacancyDeps, searcher: Searcher) {
  const rows = await createVacanciesRepository(deps).list(searcher.organisationId);
  return { vacancies: await present(deps, rows) };
}

export async function organisationVacancy(deps: VacancyDeps, searcher: Searcher, id: string) {
  const row = await createVacanciesRepository(deps).find(searcher.organisationId, id);
  if (!row) throw vacancyErrors.notFound();
  return presentOne(deps, row);
}

/** Edits a draft, open or paused vacancy; an open one's edit goes into the audit trail too. */
export async function editVacancy(
  deps: VacancyDeps,
  searcher: Searcher,
  userId: string,
  id: string,
  form: VacancyForm,
) {
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const repository = createVacanciesRepository({ db: tx });
    const existing = await repository.find(searcher.organisationId, id);
    if (!existing) throw vacancyErrors.notFound();
    if (existing.status === 'closed') throw vacancyErrors.closed();
    checkClosingDate(form.closingDate, at);
    const values = valuesOf(form, searcher);
    const changed = changedFields(existing, values);
    if (changed.length === 0) return existing;
    const updated = await repository.update(searcher.organisationId, id, values, at);
    if (!updated) throw vacancyErrors.closed();
    await repository.addEvents([
      {
        vacancyId: id,
        kind: 'edited',
        changedFields: changed,
        actorKind: 'employer',
        actorUserId: userId,
        at,
      },
    ]);
    if (existing.status === 'open') {
      await createSecurityEventsRepository({ db: tx }).record({
        eventType: 'vacancy_edited',
        userId,
        details: { vacancyId: id, organisationId: searcher.organisationId, changedFields: changed },
        at,
      });
    }
    return updated;
  });
  return presentOne(deps, row);
}

const eventOfMove = { open: 'opened', paused: 'paused', closed: 'closed' } as const;

/** Open, pause, close (filled or withdrawn) or reopen a paused one (docs/product/jobs.md#states). */
export async function moveVacancy(
  deps: VacancyDeps,
  searcher: Searcher,
  userId: string,
  id: string,
  move: VacancyMove,
) {
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const repository = createVacanciesRepository({ db: tx });
    const existing = await repository.find(searcher.organisationId, id);
    if (!existing) throw vacancyErrors.notFound();
    const from = (Object.keys(vacancyMoves) as (keyof typeof vacancyMoves)[]).filter((status) =>
      vacancyMoves[status].includes(move.status),
    );
    if (!from.includes(existing.status)) throw vacancyErrors.wrongStatus();
    if (move.status === 'open') checkClosingDate(existing.closingDate, at);
    const moved = await repository.move(searcher.organisationId, id, {
      from,
      to: move.status,
      reason: move.reason ?? null,
      at,
    });
    if (!moved) throw vacancyErrors.wrongStatus();
    await repository.addEvents([
      {
        vacancyId: id,
        kind: eventOfMove[move.status],
        closedReason: move.reason ?? null,
        actorKind: 'employer',
        actorUserId: userId,
        at,
      },
    ]);
    if (move.status === 'closed' && move.reason)
      await noticeOfClosedVacancies({ ...deps, db: tx }, [moved], move.reason);
    // Opened for the first time or again after a pause: job seekers already told are not told again.
    if (move.status === 'open') await alertJobSeekersOfVacancy({ ...deps, db: tx }, id);
    return moved;
  });
  return presentOne(deps, row);
}

/** A new draft with the same advert, whatever the original's status. */
export async function duplicateVacancy(deps: VacancyDeps, searcher: Searcher, userId: string, id: string) {
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const repository = createVacanciesRepository({ db: tx });
    const existing = await repository.find(searcher.organisationId, id);
    if (!existing) throw vacancyErrors.notFound();
    const {
      id: _id,
      status: _status,
      closedReason: _closedReason,
      createdAt: _createdAt,
      publishedAt: _publishedAt,
      updatedAt: _updatedAt,
      closedAt: _closedAt,
      ...advert
    } = existing;
    const copy = await repository.create({ ...advert, createdBy: userId, status: 'draft', at });
    await repository.addEvents([
      { vacancyId: copy.id, kind: 'created', actorKind: 'employer', actorUserId: userId, at },
    ]);
    return copy;
  });
  return presentOne(deps, row);
}
