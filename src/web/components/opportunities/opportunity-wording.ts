import { brand } from '../../../shared/content/brand';
import {
  type AdminOpportunity,
  type OpportunityStatus,
  opportunityStatusLabels,
} from '../../../shared/marketplace/opportunity.schemas';

/*
 * How an opportunity reads to each of the three who follow it: our team (admin), the organisation
 * that sent it (employer) and the professional it was sent to (candidate). The shared labels speak
 * of 'the professional' and 'the organisation'; the candidate is spoken to ('you'), the employer
 * reads 'your organisation'. Which notes each one receives is the server's rule: a note meant for
 * the organisation never reaches the candidate.
 */

export type OpportunityAudience = 'admin' | 'employer' | 'candidate';
export type TimelineEntry = AdminOpportunity['timeline'][number];

/** The status as the audience reads it. */
export function statusLabel(status: OpportunityStatus, audience: OpportunityAudience): string {
  if (audience === 'candidate') {
    if (status === 'sent') return 'Awaiting your answer';
    if (status === 'withdrawn') return 'You withdrew your approval';
  }
  return opportunityStatusLabels[status];
}

/** The candidate's timeline says what happened in one sentence ('Approved by you'). */
const candidateStepLabels: Record<OpportunityStatus, string> = {
  sent: 'Sent',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired without an answer',
  withdrawn: 'Approval withdrawn',
  introduced: 'Introduced',
  interviewing: 'Interviewing',
  placed: 'Placed',
  closed: 'Closed',
};

/** An application's own steps: applying was the approval, and a decline was the organisation's. */
const applicationStepLabels: Partial<Record<OpportunityStatus, string>> = {
  approved: 'Applied',
  declined: 'Not taken further',
};

/** One step of the candidate's timeline: 'Sent by Northgate PCN', 'Approved by you', 'Introduced by the ARRS Place team'. */
export function timelineText(
  entry: Pick<TimelineEntry, 'status' | 'by'>,
  organisationName: string,
  application = false,
): string {
  const label = (application && applicationStepLabels[entry.status]) || candidateStepLabels[entry.status];
  switch (entry.by) {
    case 'candidate':
      return `${label} by you`;
    case 'employer':
      return `${label} by ${organisationName}`;
    case 'admin':
      return `${label} by the ${brand.platformName} team`;
    case 'system':
      return label;
  }
}

const byLabels: Record<'admin' | 'employer', Record<TimelineEntry['by'], string>> = {
  admin: {
    employer: 'by the organisation',
    candidate: 'by the professional',
    admin: `by the ${brand.platformName} team`,
    system: 'automatically',
  },
  employer: {
    employer: 'by your organisation',
    candidate: 'by the professional',
    admin: 'by our team',
    system: 'automatically',
  },
};

/** Whether the professional reads a note too, as the team and the organisation are told. */
const noteAudienceTexts: Record<
  'admin' | 'employer',
  Record<NonNullable<TimelineEntry['noteAudience']>, string>
> = {
  admin: { both: 'seen by both parties', organisation: 'not shown to the professional' },
  employer: { both: 'note seen by the professional too', organisation: 'note not seen by the professional' },
};

export interface TimelineStepText {
  /** The step: the stage, or for the candidate the sentence with who moved it. */
  title: string;
  /** Who moved it, after the time ('by our team'); none where the title says it. */
  by?: string;
  /** The note as shown: quoted for the team and the candidate. */
  note?: string;
  /** Who reads the note besides the reader; never told to the candidate. */
  noteAudience?: string;
}

/**
 * Who reads a timeline: the candidate's steps name the organisation that sent the opportunity. An
 * application's approval is the candidate applying, and the organisation's later step of that stage
 * its request for an introduction.
 */
export type TimelineReader =
  | { audience: 'candidate'; organisationName: string; application?: boolean }
  | { audience: 'admin' | 'employer'; application?: boolean };

function teamStepTitle(entry: TimelineEntry, application: boolean | undefined): string {
  if (!application || entry.status !== 'approved') return opportunityStatusLabels[entry.status];
  return entry.by === 'employer' ? 'Introduction requested' : 'Applied';
}

/** One timeline step's texts for its reader. */
export function timelineStepText(entry: TimelineEntry, reader: TimelineReader): TimelineStepText {
  if (reader.audience === 'candidate') {
    return {
      title: timelineText(entry, reader.organisationName, reader.application),
      ...(entry.note ? { note: `“${entry.note}”` } : {}),
    };
  }
  const { audience } = reader;
  const step: TimelineStepText = {
    title: teamStepTitle(entry, reader.application),
    by: byLabels[audience][entry.by],
  };
  if (!entry.note) return step;
  step.note = audience === 'admin' ? `“${entry.note}”` : entry.note;
  // No audience reads as the organisation only, the server's default.
  step.noteAudience = noteAudienceTexts[audience][entry.noteAudience ?? 'organisation'];
  return step;
}
