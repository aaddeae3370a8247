import { experienceBandLabels } from '../../../../shared/candidates/profile.constants';
import {
  type OpportunityStatus,
  opportunityStatuses,
  opportunityStatusLabels,
} from '../../../../shared/marketplace/opportunity.constants';
import {
  type VacancyClosedReason,
  type VacancyStatus,
  vacancyEmploymentTypeLabels,
  vacancyMoves,
  workArrangementLabels,
} from '../../../../shared/marketplace/vacancy.constants';
import type { EmployerVacancy, VacancyEvent } from '../../../../shared/marketplace/vacancy.schemas';
import { paths } from '../../../../shared/routing/paths';

type Counts = EmployerVacancy['applicantCounts'];
type Guidance = EmployerVacancy['arrsGuidance'];

const pounds = (value: number) => `£${value.toLocaleString('en-GB')}`;

export { vacancyHoursText, vacancyPayText } from '../../../../shared/marketplace/vacancy-facts';

export const employmentTypeText = (vacancy: Pick<EmployerVacancy, 'employmentType'>) =>
  vacancyEmploymentTypeLabels[vacancy.employmentType];
export const workArrangementText = (vacancy: Pick<EmployerVacancy, 'workArrangement'>) =>
  workArrangementLabels[vacancy.workArrangement];
export const experienceText = (vacancy: Pick<EmployerVacancy, 'experienceBand'>) =>
  vacancy.experienceBand ? experienceBandLabels[vacancy.experienceBand] : undefined;

/**
 * A vacancy counts applications and the opportunities sent about it together: an application starts
 * approved, so that stage says both.
 */
const countLabels: Record<OpportunityStatus, string> = {
  ...opportunityStatusLabels,
  approved: 'Applied or approved',
};

/** Each stage with applicants, in the order a hire moves through them; none when nobody has applied. */
export function applicantCountLines(counts: Partial<Counts>): string[] {
  return opportunityStatuses
    .filter((status: OpportunityStatus) => (counts[status] ?? 0) > 0)
    .map((status) => `${countLabels[status]}: ${counts[status]}`);
}

export const noApplicantsText = 'No applicants yet';

export const closedReasonLabels: Record<VacancyClosedReason, string> = {
  filled: 'Filled',
  withdrawn: 'Withdrawn',
  expired: 'Closing date passed',
  organisation_revoked: 'Organisation no longer verified',
};

export type VacancyAction = 'edit' | 'open' | 'pause' | 'reopen' | 'close' | 'duplicate';

/** What the employer may do, by status: the server's own moves, plus editing while not closed. */
export function vacancyActions(status: VacancyStatus): VacancyAction[] {
  const moves = vacancyMoves[status];
  const actions: VacancyAction[] = [];
  if (status !== 'closed') actions.push('edit');
  if (moves.includes('open')) actions.push(status === 'paused' ? 'reopen' : 'open');
  if (moves.includes('paused')) actions.push('pause');
  if (moves.includes('closed')) actions.push('close');
  actions.push('duplicate');
  return actions;
}

export const vacancyActionLabels: Record<VacancyAction, string> = {
  edit: 'Edit',
  open: 'Open',
  pause: 'Pause',
  reopen: 'Reopen',
  close: 'Close',
  duplicate: 'Duplicate',
};

/** The ARRS guidance line, or none when no maximum is set for the role this year. */
export function arrsGuidanceText(roleName: string, guidance: Guidance): string | undefined {
  if (guidance.maxAnnualPounds === null) return undefined;
  return `ARRS maximum reimbursable for ${roleName}, ${guidance.financialYear}: ${pounds(guidance.maxAnnualPounds)}`;
}

export const payAboveArrsText =
  'The pay is above the ARRS maximum reimbursable amount: the part above it is not reimbursed.';

const eventTexts: Record<VacancyEvent['kind'], string> = {
  created: 'Created',
  edited: 'Edited',
  opened: 'Opened',
  paused: 'Paused',
  closed: 'Closed',
  closing_reminder: 'Closing reminder sent',
};
const actorTexts: Record<VacancyEvent['actorKind'], string> = {
  employer: 'by your organisation',
  admin: 'by ARRS Place',
  system: 'automatically',
};

/** One timeline line, without the time: what happened, why it closed, who (never a person's name). */
export function vacancyEventText(event: VacancyEvent): string {
  const reason = event.closedReason ? ` (${closedReasonLabels[event.closedReason].toLowerCase()})` : '';
  return `${eventTexts[event.kind]}${reason} ${actorTexts[event.actorKind]}`;
}

export const vacancyPath = (id: string) => `${paths.platform.employerVacancies}/${encodeURIComponent(id)}`;
export const vacancyEditPath = (id: string) => `${vacancyPath(id)}/edit`;

/**
 * The guidance while the form is typed, by the server's rule: a salary band is compared by its top; a
 * day rate is not annualised, so it never raises the flag.
 */
export function guidanceWhileTyping(
  rates: { financialYear: string; rates: readonly { role: string; maxAnnualPence: number }[] } | undefined,
  role: string,
  pay: { basis: EmployerVacancy['pay']['basis']; maxPounds: number | null },
): Guidance | undefined {
  if (!rates || !role) return undefined;
  const rate = rates.rates.find((candidate) => candidate.role === role);
  const maxAnnualPounds = rate ? Math.floor(rate.maxAnnualPence / 100) : null;
  const payAboveArrsMaximum =
    maxAnnualPounds !== null && pay.basis === 'annual_salary' && (pay.maxPounds ?? 0) > maxAnnualPounds;
  return { financialYear: rates.financialYear, maxAnnualPounds, payAboveArrsMaximum };
}
