import { useId, useState } from 'react';
import type { AdminOrganisation } from '../../../../shared/marketplace/organisation.schemas';
import { OrganisationDetails } from '../../../components/organisation/organisation-details';
import { OrganisationStatusBadge } from '../../../components/organisation/organisation-status-badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { formatDay } from '../../../lib/uk-dates';
import { type OrganisationDecision, useDecideOrganisation } from '../api/decide-organisation';
import { decisionLabel, decisionsFor, decisionTexts } from '../model/organisation-decisions';
import { HeldChangeReview } from './held-change-review';
import { OrganisationReasonDialog } from './organisation-reason-dialog';

function ownerOf(organisation: AdminOrganisation): string {
  if (!organisation.ownerName && !organisation.ownerEmail) return 'No owner';
  return [organisation.ownerName, organisation.ownerEmail].filter(Boolean).join(', ');
}

export function OrganisationReviewCard({ organisation }: { organisation: AdminOrganisation }) {
  const headingId = useId();
  const [deciding, setDeciding] = useState<OrganisationDecision>();
  const decide = useDecideOrganisation();

  // mutateAsync, not mutate's callbacks: the card leaves the list when the refreshed queue drops it,
  // and the toast must still show.
  const run = async (decision: OrganisationDecision, reason?: string) => {
    const texts = decisionTexts[decision];
    try {
      await decide.mutateAsync({ id: organisation.id, decision, reason });
      notify.success(texts.done, { description: organisation.name });
      setDeciding(undefined);
    } catch (error) {
      // A reason dialog stays open with the reason typed, so the admin can try again.
      notify.error(texts.failed, { description: errorMessageOf(error) });
      if (decision === 'verify') setDeciding(undefined);
    }
  };

  const extra: [string, string][] = [
    ['Owner', ownerOf(organisation)],
    ['Members', String(organisation.memberCount)],
    ['Registered', formatDay(organisation.createdAt)],
  ];
  if (organisation.reviewedAt) extra.push(['Last decision', formatDay(organisation.reviewedAt)]);
  if (organisation.statusReason) extra.push(['Reason given', organisation.statusReason]);

  const texts = deciding ? decisionTexts[deciding] : undefined;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* h2: the page has no other level between its h1 and the cards (axe heading-order). */}
        <h2 id={headingId} className="break-words font-semibold text-lg text-slate-900">
          {organisation.name}
        </h2>
        <OrganisationStatusBadge status={organisation.status} />
      </div>
      <OrganisationDetails organisation={organisation} extra={extra} />
      {organisation.pendingChange ? (
        <HeldChangeReview organisation={organisation} change={organisation.pendingChange} />
      ) : null}
      {decisionsFor(organisation.status).length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {decisionsFor(organisation.status).map((decision) => (
            <Button
              key={decision}
              variant={decision === 'verify' ? 'primary' : 'destructive'}
              onClick={() => setDeciding(decision)}
              disabled={decide.isPending}
            >
              {decisionLabel(decision, organisation.status)}
            </Button>
          ))}
        </div>
      ) : null}
      {deciding === 'verify' && texts ? (
        <ConfirmDialog
          title={texts.title(organisation.name)}
          description={texts.description(organisation.odsCode)}
          confirmLabel={texts.confirm}
          busy={decide.isPending}
          onConfirm={() => void run('verify')}
          onCancel={() => setDeciding(undefined)}
        />
      ) : null}
      {deciding && deciding !== 'verify' && texts ? (
        <OrganisationReasonDialog
          title={texts.title(organisation.name)}
          description={texts.description(organisation.odsCode)}
          confirmLabel={texts.confirm}
          busy={decide.isPending}
          onConfirm={(reason) => void run(deciding, reason)}
          onCancel={() => setDeciding(undefined)}
        />
      ) : null}
    </article>
  );
}
