import { Handshake, Star, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { applicantStageLabel, applicationLimits } from '../../../../shared/marketplace/application.constants';
import { declineApplicationSchema } from '../../../../shared/marketplace/application.schemas';
import type { EmployerOpportunity } from '../../../../shared/marketplace/opportunity.schemas';
import { CharacterCount } from '../../../components/form/character-count';
import { ReasonDialog } from '../../../components/form/reason-dialog';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeclineApplication } from '../api/decline-application';
import { useRequestIntroduction } from '../api/request-introduction';
import { useShortlistApplication } from '../api/shortlist-application';
import { applicantTitle } from '../model/applicant-display';
import { EmployerOpportunityCard } from './employer-opportunity-card';

type Asking = 'decline' | 'introduce' | undefined;

/** One applicant with what applying shared, and the organisation's decisions while it is under review. */
export function ApplicantCard({ applicant }: { applicant: EmployerOpportunity }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<Asking>();
  const shortlist = useShortlistApplication();
  const decline = useDeclineApplication();
  const introduce = useRequestIntroduction();
  const marks = applicant.application ?? { shortlisted: false, introductionRequestedAt: null };
  const underReview = applicant.status === 'approved';
  const busy = shortlist.isPending || decline.isPending || introduce.isPending;

  // The button that opened the dialog may be gone once done: focus goes to the card's heading.
  const done = (message: string) => {
    setAsking(undefined);
    notify.success(message);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const failed = (error: unknown) => notify.error(errorMessageOf(error));

  const actions = underReview ? (
    <>
      <Button
        variant="secondary"
        aria-pressed={marks.shortlisted}
        disabled={busy}
        onClick={() =>
          shortlist.mutate(
            { id: applicant.id, shortlisted: !marks.shortlisted },
            {
              onSuccess: (saved) =>
                notify.success(
                  saved.application?.shortlisted ? 'Added to your shortlist' : 'Taken off your shortlist',
                ),
              onError: failed,
            },
          )
        }
      >
        <Star aria-hidden="true" className={`size-4 ${marks.shortlisted ? 'fill-current' : ''}`} />
        {marks.shortlisted ? 'Shortlisted' : 'Shortlist'}
      </Button>
      {marks.introductionRequestedAt ? null : (
        <Button disabled={busy} onClick={() => setAsking('introduce')}>
          <Handshake aria-hidden="true" className="size-4" />
          Ask our team to introduce
        </Button>
      )}
      <Button variant="secondary" disabled={busy} onClick={() => setAsking('decline')}>
        <X aria-hidden="true" className="size-4" />
        Decline
      </Button>
      {asking === 'introduce' ? (
        <ConfirmDialog
          title="Ask our team to introduce this professional?"
          description="Our team will introduce you to each other so you can arrange an interview. You will be told once the introduction is made."
          confirmLabel="Ask for the introduction"
          busy={introduce.isPending}
          onCancel={() => setAsking(undefined)}
          onConfirm={() =>
            introduce.mutate(applicant.id, {
              onSuccess: () => done('Our team has been asked to make the introduction'),
              onError: (error) => {
                setAsking(undefined);
                failed(error);
              },
            })
          }
        />
      ) : null}
      {asking === 'decline' ? (
        <ReasonDialog
          title="Decline this application?"
          description="The professional is told, kindly, that you have decided not to take their application further, and you no longer see their details. This cannot be undone."
          schema={declineApplicationSchema}
          maxLength={applicationLimits.declineReasonMax}
          hint={(length) => (
            <>
              Kept for your organisation and our team: the professional does not see it.{' '}
              <CharacterCount length={length} limit={applicationLimits.declineReasonMax} />
            </>
          )}
          confirmLabel="Decline application"
          busyLabel="Declining..."
          busy={decline.isPending}
          error={decline.isError ? errorMessageOf(decline.error) : undefined}
          onCancel={() => {
            setAsking(undefined);
            decline.reset();
          }}
          onConfirm={(reason) =>
            decline.mutate({ id: applicant.id, reason }, { onSuccess: () => done('Application declined') })
          }
        />
      ) : null}
    </>
  ) : null;

  return (
    <EmployerOpportunityCard
      opportunity={applicant}
      title={applicantTitle(applicant)}
      stage={applicantStageLabel(applicant.status, marks)}
      headingRef={heading}
      initiallyExpanded
      actions={actions}
    />
  );
}
