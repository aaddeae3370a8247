import { useState } from 'react';
import { toNationalDigits } from '../../../../shared/accounts/uk-phone';
import type { AdminOpportunity, OpportunityStatus } from '../../../../shared/marketplace/opportunity.schemas';
import { locumTermsText } from '../../../../shared/marketplace/success-fee';
import { OpportunityCard, type OpportunityFact } from '../../../components/opportunities/opportunity-card';
import { employmentTypeText, payText, roleNameOf } from '../../../components/opportunities/opportunity-facts';
import { OpportunityTimeline } from '../../../components/opportunities/opportunity-timeline';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/uk-dates';
import { useOpportunityActions } from '../hooks/use-opportunity-actions';
import {
  applicationText,
  canAdjustFee,
  movesFor,
  moveTextsFor,
  recordedFeeText,
} from '../model/opportunity-pipeline';
import { FeeAdjustmentDialog } from './fee-adjustment-dialog';
import { OpportunityMoveDialog } from './opportunity-move-dialog';

function feeRows(opportunity: AdminOpportunity): OpportunityFact[] {
  if (opportunity.status !== 'placed') return [['Fee on placement', opportunity.feeBasis]];
  const rows: OpportunityFact[] = [['Recorded fee', recordedFeeText(opportunity)]];
  if (opportunity.feeNote) rows.push(['Fee note', opportunity.feeNote]);
  return rows;
}

const contactLinkClass =
  'inline-flex min-h-6 items-center font-normal text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** An e-mail address or phone number the team can use at once, on its own line. */
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

/** Who to call on the organisation's side: its registered contact and the colleague who sent it. */
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

/** The professional and how to reach them: the account's e-mail, the one they gave employers, their mobile. */
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

/** One opportunity for the team: who and what, its fee, its timeline, and the next stages it may take. */
export function AdminOpportunityCard({ opportunity }: { opportunity: AdminOpportunity }) {
  const { move, adjustFee, busy } = useOpportunityActions(opportunity);
  const [moving, setMoving] = useState<OpportunityStatus>();
  const [adjusting, setAdjusting] = useState(false);
  const moves = movesFor(opportunity.status, opportunity.application);

  const facts: OpportunityFact[] = [
    ['Organisation', <OrganisationContact key="organisation" opportunity={opportunity} />],
    ['Professional', <ProfessionalContact key="professional" opportunity={opportunity} />],
    ['Type', employmentTypeText(opportunity.employmentType)],
    ['Pay', payText(opportunity)],
    ['Location', opportunity.location],
    ['Hours', opportunity.hours],
    ...(opportunity.locumTerms ? [['Locum terms', locumTermsText(opportunity.locumTerms)] as const] : []),
    ['Start date', formatDay(opportunity.startDate)],
    ...(opportunity.application
      ? [
          ['Application', applicationText(opportunity.application)] as const,
          ['Applied', formatDay(opportunity.createdAt)] as const,
        ]
      : [['Sent', formatDay(opportunity.createdAt)] as const]),
    ...(opportunity.status === 'sent' ? [['Answer due by', formatDay(opportunity.expiresAt)] as const] : []),
    ...feeRows(opportunity),
  ];

  return (
    // h2: the page has no other level between its h1 and the cards.
    <OpportunityCard
      audience="admin"
      status={opportunity.status}
      headingLevel={2}
      title={`${roleNameOf(opportunity.role)} · ${opportunity.candidateName} with ${opportunity.organisationName}`}
      facts={facts}
    >
      <OpportunityTimeline
        entries={opportunity.timeline}
        audience="admin"
        application={opportunity.application !== null}
      />
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
    </OpportunityCard>
  );
}
