import { type ReactNode, useId, useState } from 'react';
import { toNationalDigits } from '../../../../shared/accounts/uk-phone';
import {
  type AdminOpportunity,
  type OpportunityStatus,
  opportunityStatusLabels,
} from '../../../../shared/marketplace/opportunity.schemas';
import { locumTermsText } from '../../../../shared/marketplace/success-fee';
import { Button } from '../../../components/ui/button';
import { useOpportunityActions } from '../hooks/use-opportunity-actions';
import {
  canAdjustFee,
  employmentTypeLabel,
  formatDay,
  movesFor,
  moveTextsFor,
  payText,
  recordedFeeText,
  roleNameOf,
} from '../model/opportunity-pipeline';
import { FeeAdjustmentDialog } from './fee-adjustment-dialog';
import { OpportunityMoveDialog } from './opportunity-move-dialog';
import { OpportunityTimeline } from './opportunity-timeline';

function feeRows(opportunity: AdminOpportunity): [string, ReactNode][] {
  if (opportunity.status !== 'placed') return [['Fee on placement', opportunity.feeBasis]];
  const rows: [string, ReactNode][] = [['Recorded fee', recordedFeeText(opportunity)]];
  if (opportunity.feeNote) rows.push(['Fee note', opportunity.feeNote]);
  return rows;
}

const contactLinkClass =
  'inline-flex min-h-6 items-center font-normal text-brand-700 underline underline-offset-2 hover:text-brand-800';

function ContactLink({ kind, value }: { kind: 'mailto' | 'tel'; value: string }) {
  const target = kind === 'tel' ? toNationalDigits(value) : value;
  return (
    <span className="block break-all">
      <a className={contactLinkClass} href={`${kind}:${target}`}>
        {value}
      </a>
    </span>
  );
}

function OrganisationContact({ opportunity }: { opportunity: AdminOpportunity }) {
  const { organisationContact: contact, sentBy } = opportunity;
  return (
    <>
      {opportunity.organisationName}
      <span className="block font-normal text-slate-700">
        Contact: {contact.name}, {contact.jobTitle}
      </span>
      <ContactLink kind="tel" value={contact.phone} />
      {sentBy ? (
        <>
          <span className="block font-normal text-slate-700">Sent by {sentBy.name}</span>
          <ContactLink kind="mailto" value={sentBy.email} />
        </>
      ) : null}
    </>
  );
}

function ProfessionalContact({ opportunity }: { opportunity: AdminOpportunity }) {
  return (
    <>
      {opportunity.candidateName}
      <ContactLink kind="mailto" value={opportunity.candidateEmail} />
      {opportunity.candidateContactEmail ? (
        <ContactLink kind="mailto" value={opportunity.candidateContactEmail} />
      ) : null}
      {opportunity.candidatePhone ? <ContactLink kind="tel" value={opportunity.candidatePhone} /> : null}
    </>
  );
}

export function OpportunityCard({ opportunity }: { opportunity: AdminOpportunity }) {
  const headingId = useId();
  const { move, adjustFee, busy } = useOpportunityActions(opportunity);
  const [moving, setMoving] = useState<OpportunityStatus>();
  const [adjusting, setAdjusting] = useState(false);
  const moves = movesFor(opportunity.status);

  const rows: [string, ReactNode][] = [
    ['Organisation', <OrganisationContact key="organisation" opportunity={opportunity} />],
    ['Professional', <ProfessionalContact key="professional" opportunity={opportunity} />],
    ['Type', employmentTypeLabel(opportunity.employmentType)],
    ['Pay', payText(opportunity)],
    ['Location', opportunity.location],
    ['Hours', opportunity.hours],
    ...(opportunity.locumTerms
      ? [['Locum terms', locumTermsText(opportunity.locumTerms)] as [string, string]]
      : []),
    ['Start date', formatDay(opportunity.startDate)],
    ['Sent', formatDay(opportunity.createdAt)],
    ...(opportunity.status === 'sent'
      ? [['Answer due by', formatDay(opportunity.expiresAt)] as [string, string]]
      : []),
    ...feeRows(opportunity),
  ];

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* h2: the page has no other level between its h1 and the cards (axe heading-order). */}
        <h2 id={headingId} className="break-words font-semibold text-lg text-slate-900">
          {roleNameOf(opportunity.role)} · {opportunity.candidateName} with {opportunity.organisationName}
        </h2>
        <span
          data-testid="opportunity-status"
          className="inline-flex items-center rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 font-semibold text-slate-800 text-sm"
        >
          {opportunityStatusLabels[opportunity.status]}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className="break-words font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <OpportunityTimeline timeline={opportunity.timeline} />
      {moves.length > 0 || canAdjustFee(opportunity.status) ? (
        <div className="flex flex-wrap gap-2">
          {moves.map((next) => {
            const texts = moveTextsFor(next);
            return (
              <Button
                key={next}
                variant={texts.destructive ? 'secondary' : 'primary'}
                onClick={() => setMoving(next)}
                disabled={busy}
              >
                {texts.label}
              </Button>
            );
          })}
          {canAdjustFee(opportunity.status) ? (
            <Button variant="secondary" onClick={() => setAdjusting(true)} disabled={busy}>
              Adjust fee
            </Button>
          ) : null}
        </div>
      ) : null}
      {moving ? (
        <OpportunityMoveDialog
          opportunity={opportunity}
          move={moving}
          busy={busy}
          onConfirm={(values) => void move({ status: moving, ...values }, () => setMoving(undefined))}
          onCancel={() => setMoving(undefined)}
        />
      ) : null}
      {adjusting ? (
        <FeeAdjustmentDialog
          opportunity={opportunity}
          busy={busy}
          onConfirm={(fee) => void adjustFee(fee, () => setAdjusting(false))}
          onCancel={() => setAdjusting(false)}
        />
      ) : null}
    </article>
  );
}
