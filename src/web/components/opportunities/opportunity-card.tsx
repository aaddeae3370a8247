import { type ReactNode, type Ref, useId } from 'react';
import type { OpportunityStatus } from '../../../shared/marketplace/opportunity.schemas';
import { OpportunityStatusBadge } from './opportunity-status-badge';
import type { OpportunityAudience } from './opportunity-wording';

/** A term and its value; the value may span lines (a contact with its links). */
export type OpportunityFact = readonly [term: string, value: ReactNode];

/** An opportunity's terms as a list of facts, two to a row on wider screens. */
export function OpportunityFacts({ facts }: { facts: readonly OpportunityFact[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-600">{term}</dt>
          <dd className="break-words font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface OpportunityCardProps {
  audience: OpportunityAudience;
  status: OpportunityStatus;
  /** The card's name: the role, and whom it concerns as far as the reader needs saying. */
  title: ReactNode;
  /** The page's next level: no level is skipped between the page's headings and the cards (axe heading-order). */
  headingLevel: 2 | 3;
  /** The heading's id, for controls that name the card (one is made otherwise). */
  headingId?: string;
  /** The heading, for focus to land on once the control that had it is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A line under the title: the deadline to answer, or the kind of job and its pay. */
  subtitle?: ReactNode;
  /** Words before the status for screen readers only. */
  statusPrefix?: string;
  /** The stage in the reader's words when the status alone does not say it (an application's). */
  stage?: string | undefined;
  facts: readonly OpportunityFact[];
  /** What this reader does with it and what more they see, in order: notes, actions, timeline, dialogs. */
  children?: ReactNode;
}

/**
 * One opportunity as an article, for each of its three readers (our team, the organisation, the
 * professional): the title and stage, the terms, then what the reader's page adds.
 */
export function OpportunityCard({
  audience,
  status,
  title,
  headingLevel,
  headingId,
  headingRef,
  subtitle,
  statusPrefix,
  stage,
  facts,
  children,
}: OpportunityCardProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading
            id={id}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="break-words font-semibold text-lg text-slate-900"
          >
            {title}
          </Heading>
          {subtitle}
        </div>
        <OpportunityStatusBadge
          status={status}
          audience={audience}
          label={stage}
          {...(statusPrefix ? { spokenPrefix: statusPrefix } : {})}
        />
      </header>
      <OpportunityFacts facts={facts} />
      {children}
    </article>
  );
}
