import { takesLocumTerms } from '../../../../shared/marketplace/locum-terms.schemas';
import {
  type AdminOpportunity,
  formatPounds,
  type OpportunityStatus,
  opportunityStatuses,
  opportunityStatusLabels,
  pipelineMoves,
} from '../../../../shared/marketplace/opportunity.schemas';

export type StatusFilter = OpportunityStatus | 'all';

/** Approved opportunities wait for the team's introduction: the list opens on them. */
export const defaultStatusFilter: StatusFilter = 'approved';

export const statusFilterOptions: readonly { value: StatusFilter; label: string }[] = [
  { value: 'approved', label: 'Approved — introduction needed' },
  ...opportunityStatuses
    .filter((status) => status !== 'approved')
    .map((status) => ({ value: status, label: opportunityStatusLabels[status] })),
  { value: 'all', label: 'All statuses' },
];

export function statusFilterOf(value: string | null): StatusFilter {
  return statusFilterOptions.find((option) => option.value === value)?.value ?? defaultStatusFilter;
}

/**
 * As the server allows them (shared pipelineMoves); an application is introduced only once its
 * organisation asks to meet the applicant.
 */
export function movesFor(
  status: OpportunityStatus,
  application: AdminOpportunity['application'] = null,
): readonly OpportunityStatus[] {
  const moves = pipelineMoves[status] ?? [];
  return application && !application.introductionRequestedAt
    ? moves.filter((move) => move !== 'introduced')
    : moves;
}

/** What the team reads of an application: its job, and whether the organisation asked to meet them. */
export function applicationText(application: NonNullable<AdminOpportunity['application']>): string {
  return application.introductionRequestedAt
    ? `${application.jobTitle}: the organisation asked for an introduction`
    : `${application.jobTitle}: the organisation has not asked for an introduction yet`;
}

/** The recorded fee is adjusted only once there is one, on a placed opportunity. */
export function canAdjustFee(status: OpportunityStatus): boolean {
  return status === 'placed';
}

/**
 * The fee as recorded for invoicing: the computed one with its basis, or the adjusted amount with the
 * computed one beside it.
 */
export function recordedFeeText(
  opportunity: Pick<AdminOpportunity, 'feeBasis' | 'feePence' | 'placedFeePence'>,
): string {
  const fee = recordedFee(opportunity);
  return fee.adjusted
    ? `${formatPounds(fee.pence)} (adjusted; computed ${opportunity.feeBasis})`
    : opportunity.feeBasis;
}

export function recordedFee(opportunity: Pick<AdminOpportunity, 'feePence' | 'placedFeePence'>): {
  pence: number;
  adjusted: boolean;
} {
  const pence = opportunity.placedFeePence ?? opportunity.feePence;
  return { pence, adjusted: pence !== opportunity.feePence };
}

interface MoveTexts {
  label: string;
  title: (opportunity: AdminOpportunity) => string;
  description: (opportunity: AdminOpportunity) => string;
  confirm: string;
  done: string;
  failed: string;
  destructive: boolean;
}

const seenByBoth =
  'The organisation and the professional are told and see the new stage on their timeline; the note goes to whom you choose below.';

const moveTexts: Partial<Record<OpportunityStatus, MoveTexts>> = {
  introduced: {
    label: 'Introduce',
    title: (o) => `Introduce ${o.candidateName} to ${o.organisationName}?`,
    description: () => `Confirm that the team has made the introduction. ${seenByBoth}`,
    confirm: 'Introduce',
    done: 'Introduction recorded',
    failed: 'Failed to record the introduction',
    destructive: false,
  },
  interviewing: {
    label: 'Mark interviewing',
    title: (o) => `Mark ${o.candidateName} as interviewing with ${o.organisationName}?`,
    description: () => seenByBoth,
    confirm: 'Mark interviewing',
    done: 'Marked as interviewing',
    failed: 'Failed to mark as interviewing',
    destructive: false,
  },
  placed: {
    label: 'Record placement',
    title: (o) => `Record the placement of ${o.candidateName} with ${o.organisationName}?`,
    description: (o) =>
      takesLocumTerms(o)
        ? `Confirm or correct the locum terms below: the success fee is computed from them and recorded for invoicing; you can adjust it afterwards with a note. ${seenByBoth}`
        : `The success fee of ${o.feeBasis} is recorded for invoicing; you can adjust it afterwards with a note. ${seenByBoth}`,
    confirm: 'Record placement',
    done: 'Placement recorded',
    failed: 'Failed to record the placement',
    destructive: false,
  },
  closed: {
    label: 'Close',
    title: (o) => `Close the opportunity of ${o.candidateName} with ${o.organisationName}?`,
    description: () => `It ends without a placement and cannot be reopened. ${seenByBoth}`,
    confirm: 'Close',
    done: 'Opportunity closed',
    failed: 'Failed to close the opportunity',
    destructive: true,
  },
};

export function moveTextsFor(move: OpportunityStatus): MoveTexts {
  const texts = moveTexts[move];
  if (!texts) throw new Error(`No admin move to ${move}`);
  return texts;
}
