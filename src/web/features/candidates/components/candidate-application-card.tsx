import { useRef, useState } from 'react';
import type { CandidateApplication } from '../../../../shared/marketplace/application.schemas';
import { withdrawableStatuses } from '../../../../shared/marketplace/opportunity.constants';
import { vacancyPayText } from '../../../../shared/marketplace/vacancy-facts';
import { ukLongDate } from '../../../../shared/validation/uk-day';
import { OpportunityCard, type OpportunityFact } from '../../../components/opportunities/opportunity-card';
import { employmentTypeText, payText, roleNameOf } from '../../../components/opportunities/opportunity-facts';
import { OpportunityTimeline } from '../../../components/opportunities/opportunity-timeline';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useWithdrawApplication } from '../api/withdraw-application';
import { applicationStageNote, applicationStageText } from '../model/application-display';

/** One application: the job, its stage in words, the cover note, Withdraw while it is live, the timeline. */
export function CandidateApplicationCard({ application }: { application: CandidateApplication }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawApplication();
  const { organisationName, status } = application;
  const note = applicationStageNote(status, organisationName);

  const facts: OpportunityFact[] = [
    ['Organisation', organisationName],
    ['Role', roleNameOf(application.role)],
    ['Employment type', employmentTypeText(application.employmentType)],
    ['Pay', application.advertisedPay ? vacancyPayText(application.advertisedPay) : payText(application)],
    ['Hours', application.hours],
    ['Start date', ukLongDate(application.startDate)],
    ['Location', application.location],
    ['Applied', ukLongDate(application.createdAt)],
  ];

  return (
    // h2: the page has no other level between its h1 and the cards.
    <OpportunityCard
      audience="candidate"
      status={status}
      stage={applicationStageText(status)}
      headingLevel={2}
      headingRef={heading}
      title={`${application.jobTitle} with ${organisationName}`}
      statusPrefix="Stage: "
      facts={facts}
    >
      {note ? <p className="text-slate-700">{note}</p> : null}
      {application.message ? (
        <div className="rounded-md bg-slate-50 p-4">
          <p className="font-medium text-slate-900 text-sm">Your cover note</p>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{application.message}</p>
        </div>
      ) : null}
      {withdrawableStatuses.includes(status) ? (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Withdraw application
          </Button>
        </div>
      ) : null}
      <OpportunityTimeline
        entries={application.timeline}
        audience="candidate"
        organisationName={organisationName}
        application
        headingLevel={3}
      />
      {confirming ? (
        <ConfirmDialog
          title="Withdraw your application?"
          description={`${organisationName} will no longer see your name, contact details, photo, CV or video introduction: their access ends at once. You cannot apply for this job again.`}
          confirmLabel="Withdraw application"
          destructive
          busy={withdraw.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            withdraw.mutate(application.id, {
              onSuccess: () => {
                setConfirming(false);
                notify.success('Application withdrawn');
                // The button that opened the dialog is gone: focus goes to the card's heading.
                requestAnimationFrame(() => heading.current?.focus());
              },
              onError: (error) => {
                setConfirming(false);
                notify.error('Failed to withdraw the application', { description: errorMessageOf(error) });
              },
            })
          }
        />
      ) : null}
    </OpportunityCard>
  );
}
