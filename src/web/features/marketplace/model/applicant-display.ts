import type { EmployerOpportunity } from '../../../../shared/marketplace/opportunity.schemas';

/** An applicant by name while their application shares it; afterwards, without one. */
export function applicantTitle(applicant: Pick<EmployerOpportunity, 'revealed'>): string {
  return applicant.revealed ? applicant.revealed.fullName : 'An applicant (details no longer shared)';
}

/** The applicants still to decide on first, then the rest, each newest first (the server's order). */
export function applicantsInOrder<T extends Pick<EmployerOpportunity, 'status'>>(
  applicants: readonly T[],
): T[] {
  return [
    ...applicants.filter((applicant) => applicant.status === 'approved'),
    ...applicants.filter((applicant) => applicant.status !== 'approved'),
  ];
}
