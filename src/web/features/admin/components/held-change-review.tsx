import { useId, useState } from 'react';
import type { AdminOrganisation } from '../../../../shared/marketplace/organisation.schemas';
import { HeldChangeTable } from '../../../components/organisation/held-change-table';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { formatDay } from '../../../lib/uk-dates';
import {
  type OrganisationChangeDecision,
  useDecideOrganisationChange,
} from '../api/decide-organisation-change';
import { OrganisationReasonDialog } from './organisation-reason-dialog';

type HeldChange = NonNullable<AdminOrganisation['pendingChange']>;

const texts: Record<OrganisationChangeDecision, { done: string; failed: string }> = {
  approve: { done: 'Changes approved', failed: 'Failed to approve changes' },
  reject: { done: 'Changes rejected', failed: 'Failed to reject changes' },
};

export function HeldChangeReview({
  organisation,
  change,
}: {
  organisation: AdminOrganisation;
  change: HeldChange;
}) {
  const headingId = useId();
  const [deciding, setDeciding] = useState<OrganisationChangeDecision>();
  const decide = useDecideOrganisationChange();

  const run = async (decision: OrganisationChangeDecision, reason?: string) => {
    try {
      await decide.mutateAsync({ id: organisation.id, decision, requestedAt: change.requestedAt, reason });
      notify.success(texts[decision].done, { description: organisation.name });
      setDeciding(undefined);
    } catch (error) {
      notify.error(texts[decision].failed, { description: errorMessageOf(error) });
      if (decision === 'approve') setDeciding(undefined);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id={headingId} className="font-semibold text-amber-950">
        New details to review (asked for {formatDay(change.requestedAt)})
      </h3>
      <p className="text-amber-950 text-sm">
        Until you approve them, candidates and the organisation’s team see the verified details.
      </p>
      <HeldChangeTable current={organisation} proposed={change.identity} caption="Proposed changes" />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setDeciding('approve')} disabled={decide.isPending}>
          Approve changes
        </Button>
        <Button variant="destructive" onClick={() => setDeciding('reject')} disabled={decide.isPending}>
          Reject changes
        </Button>
      </div>
      {deciding === 'approve' ? (
        <ConfirmDialog
          title={`Approve the new details of ${organisation.name}?`}
          description={`Confirm that you have checked them (ODS code ${change.identity.odsCode} against NHS records). Candidates then see the organisation as ${change.identity.name}, and its members are told.`}
          confirmLabel="Approve changes"
          busy={decide.isPending}
          onConfirm={() => void run('approve')}
          onCancel={() => setDeciding(undefined)}
        />
      ) : null}
      {deciding === 'reject' ? (
        <OrganisationReasonDialog
          title={`Reject the new details of ${organisation.name}?`}
          description="The organisation keeps the details it was verified with. Its members see your reason and are told."
          confirmLabel="Reject changes"
          busy={decide.isPending}
          onConfirm={(reason) => void run('reject', reason)}
          onCancel={() => setDeciding(undefined)}
        />
      ) : null}
    </section>
  );
}
