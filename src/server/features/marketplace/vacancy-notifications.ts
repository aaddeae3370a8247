import type { VacancyClosedReason } from '../../../shared/marketplace/vacancy.constants';
import { paths } from '../../../shared/routing/paths';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mail.service';
import { notify } from './notifications.service';
import { candidateRecipient, organisationRecipients, roleName } from './opportunities.core';
import { createOpportunitiesRepository } from './opportunities.repository';
import { createOrganisationsRepository } from './organisations.repository';
import type { NoticedVacancy } from './vacancies.repository';
import {
  closingTomorrowNotice,
  jobClosedNotice,
  vacanciesRevokedNotice,
  vacancyExpiredNotice,
} from './vacancy-notices';

/*
 * Who hears that a vacancy closed, or is about to (docs/product/jobs.md#closing-notices). Each runs
 * inside the transaction that closed the vacancies or recorded the reminder: a notice goes out once,
 * with the change that caused it, or not at all.
 */

export interface NoticeDeps {
  db: Database;
  mail: Mailer;
  now: () => Date;
}

const vacancyPagePath = (id: string) => `${paths.platform.employerVacancies}/${id}`;

function byOrganisation(vacancies: readonly NoticedVacancy[]): Map<string, NoticedVacancy[]> {
  const groups = new Map<string, NoticedVacancy[]>();
  for (const vacancy of vacancies)
    groups.set(vacancy.organisationId, [...(groups.get(vacancy.organisationId) ?? []), vacancy]);
  return groups;
}

/**
 * The organisation hears when a vacancy closed without it (its closing date passed, or its
 * verification was withdrawn); professionals whose opportunity about the job is still at an early
 * stage hear of any closing.
 */
export async function noticeOfClosedVacancies(
  deps: NoticeDeps,
  closed: readonly NoticedVacancy[],
  reason: VacancyClosedReason,
) {
  if (closed.length === 0) return;
  for (const [organisationId, vacancies] of byOrganisation(closed)) {
    const members = await organisationRecipients(deps, organisationId);
    if (reason === 'expired')
      for (const vacancy of vacancies)
        await notify(deps, members, {
          kind: 'vacancy_closed',
          ...vacancyExpiredNotice(vacancy),
          link: vacancyPagePath(vacancy.id),
        });
    if (reason === 'organisation_revoked')
      await notify(deps, members, {
        kind: 'vacancy_closed',
        ...vacanciesRevokedNotice(vacancies.map((vacancy) => vacancy.title)),
        link: paths.platform.employerVacancies,
      });
  }
  await noticeToProfessionals(deps, closed, reason);
}

async function noticeToProfessionals(
  deps: NoticeDeps,
  closed: readonly NoticedVacancy[],
  reason: VacancyClosedReason,
) {
  const linked = await createOpportunitiesRepository(deps).earlyStageLinkedTo(
    closed.map((vacancy) => vacancy.id),
    deps.now(),
  );
  const organisations = createOrganisationsRepository(deps);
  const told = new Set<string>();
  for (const opportunity of linked) {
    const vacancy = closed.find((candidate) => candidate.id === opportunity.vacancyId);
    // One notice per professional and job, however many opportunities tie them to it.
    const key = `${opportunity.candidateUserId} ${opportunity.vacancyId}`;
    if (!vacancy || told.has(key)) continue;
    told.add(key);
    const organisation = await organisations.findById(vacancy.organisationId);
    await notify(deps, await candidateRecipient(deps, opportunity.candidateUserId), {
      kind: 'job_closed',
      ...jobClosedNotice({
        title: vacancy.title,
        organisationName: organisation?.name ?? 'the organisation',
        role: roleName(opportunity.role),
        reason,
      }),
      link: paths.platform.candidateOpportunities,
    });
  }
}

/** The organisation's reminder the day before an open vacancy's closing date. */
export async function noticeOfClosingTomorrow(deps: NoticeDeps, vacancies: readonly NoticedVacancy[]) {
  for (const [organisationId, own] of byOrganisation(vacancies)) {
    const members = await organisationRecipients(deps, organisationId);
    for (const vacancy of own)
      await notify(deps, members, {
        kind: 'vacancy_closing_tomorrow',
        ...closingTomorrowNotice(vacancy),
        link: vacancyPagePath(vacancy.id),
      });
  }
}
