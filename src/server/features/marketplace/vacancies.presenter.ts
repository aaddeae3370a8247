import { arrsRoleName } from '../../../shared/content/arrs-roles';
import {
  type OpportunityStatus,
  opportunityStatuses,
} from '../../../shared/marketplace/opportunity.constants';
import type { PublicJob } from '../../../shared/marketplace/vacancy.public.schemas';
import type { EmployerVacancy, VacancyEvent } from '../../../shared/marketplace/vacancy.schemas';
import type { vacancyEvents } from '../../db/schema';
import type { VacancyRow } from './vacancies.repository';

/** What the employer and the public both see: never who posted it, nor the organisation's address. */
export function presentCore(row: VacancyRow) {
  return {
    id: row.id,
    slug: row.slug,
    role: row.role,
    roleName: arrsRoleName(row.role) ?? row.role,
    title: row.title,
    employmentType: row.employmentType,
    sessionsPerWeek: row.sessionsPerWeek,
    hoursPerWeek: row.hoursPerWeek,
    pay: { basis: row.payBasis, minPounds: row.payMinPounds, maxPounds: row.payMaxPounds },
    postcodeDistrict: row.postcodeDistrict,
    workArrangement: row.workArrangement,
    startDate: row.startDate,
    closingDate: row.closingDate,
    description: row.description,
    registrationBody: row.registrationBody as PublicJob['registrationBody'],
    skills: row.skills,
    experienceBand: row.experienceBand as PublicJob['experienceBand'],
  };
}

export function presentEvent(row: typeof vacancyEvents.$inferSelect): VacancyEvent {
  return {
    kind: row.kind,
    closedReason: row.closedReason,
    changedFields: row.changedFields ?? [],
    actorKind: row.actorKind,
    at: row.createdAt.toISOString(),
  };
}

export const noApplicants = (): Record<OpportunityStatus, number> =>
  Object.fromEntries(opportunityStatuses.map((status) => [status, 0])) as Record<OpportunityStatus, number>;

/**
 * The ARRS maximum is an annual figure: a salary band is compared by its top; a day rate is not
 * annualised (the days a year are not known), so it never raises the flag.
 */
export function arrsGuidance(row: VacancyRow, financialYear: string, maxAnnualPence: number | undefined) {
  const maxAnnualPounds = maxAnnualPence === undefined ? null : Math.floor(maxAnnualPence / 100);
  const payAboveArrsMaximum =
    maxAnnualPounds !== null && row.payBasis === 'annual_salary' && (row.payMaxPounds ?? 0) > maxAnnualPounds;
  return { financialYear, maxAnnualPounds, payAboveArrsMaximum };
}

export function presentEmployer(
  row: VacancyRow,
  extra: {
    applicantCounts: Record<OpportunityStatus, number>;
    guidance: EmployerVacancy['arrsGuidance'];
    timeline?: VacancyEvent[];
  },
): EmployerVacancy {
  return {
    ...presentCore(row),
    status: row.status,
    closedReason: row.closedReason,
    atOrganisationAddress: row.atOrganisationAddress,
    matchRadiusKm: row.matchRadiusKm,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    arrsGuidance: extra.guidance,
    applicantCounts: extra.applicantCounts,
    ...(extra.timeline ? { timeline: extra.timeline } : {}),
  };
}
