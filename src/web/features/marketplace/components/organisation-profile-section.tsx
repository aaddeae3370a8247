import { Clock, Pencil } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { organisationMessages } from '../../../../shared/marketplace/organisation.constants';
import type { Organisation } from '../../../../shared/marketplace/organisation.schemas';
import { HeldChangeTable } from '../../../components/organisation/held-change-table';
import { OrganisationDetails } from '../../../components/organisation/organisation-details';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InlineLoading } from '../../../components/ui/loading-state';
import { notify } from '../../../lib/notify';
import { formatDay } from '../../../lib/uk-dates';
import { useUpdateOrganisation } from '../api/update-organisation';
import {
  changesOdsCode,
  type OrganisationFormValues,
  organisationFormValuesOf,
} from '../model/organisation-form-values';

// The form and its check (zod) load when the owner starts editing.
const OrganisationForm = lazy(() =>
  import('./organisation-form').then((m) => ({ default: m.OrganisationForm })),
);

export const reverificationNote = 'Changing it means our team verifies your organisation again.';
export const heldChangeNote =
  'Changes to the name, type, ODS code, address, postcode or website wait for our team’s approval before anyone sees them. Your organisation stays verified meanwhile; other details change at once.';

interface PendingSave {
  values: OrganisationFormValues;
  settle: (outcome: Promise<unknown>) => void;
}

export function OrganisationProfileSection({
  organisation,
  isOwner,
}: {
  organisation: Organisation;
  isOwner: boolean;
}) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<PendingSave>();
  const editButton = useRef<HTMLButtonElement>(null);
  const update = useUpdateOrganisation();

  const stopEditing = () => {
    setEditing(false);
    // The form leaves the page: focus goes back to the button that opened it.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const verified = organisation.status === 'verified';

  const save = async (values: OrganisationFormValues) => {
    const saved = await update.mutateAsync(values);
    const held = saved.organisation?.pendingChange;
    if (held && held.requestedAt !== organisation.pendingChange?.requestedAt) {
      notify.success('Changes sent for review', {
        description: 'Our team checks them before anyone sees them.',
      });
    } else {
      notify.success('Organisation details saved');
    }
    stopEditing();
  };

  // The form waits (showing 'Saving...') while the owner decides; a refusal saves nothing. A verified
  // organisation's new ODS code waits for our team like its other identity details: nothing to confirm.
  const onSave = (values: OrganisationFormValues) =>
    !verified && changesOdsCode(organisation, values.odsCode)
      ? new Promise<unknown>((resolve, reject) => {
          setPending({ values, settle: (outcome) => outcome.then(resolve, reject) });
        })
      : save(values);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-slate-900 text-xl">
          Organisation details
        </h2>
        {isOwner && !editing ? (
          <Button ref={editButton} variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit details
          </Button>
        ) : null}
      </div>
      {editing ? (
        <Suspense fallback={<InlineLoading text="Loading..." />}>
          <OrganisationForm
            label="Edit organisation details"
            defaultValues={organisationFormValuesOf(organisation)}
            submitLabel="Save changes"
            odsCodeNote={verified ? undefined : reverificationNote}
            intro={verified ? heldChangeNote : undefined}
            focusFirstField
            onSave={onSave}
            actions={
              <Button variant="secondary" size="lg" onClick={stopEditing}>
                Cancel
              </Button>
            }
          />
        </Suspense>
      ) : (
        <>
          {organisation.pendingChange ? (
            <HeldChangeNotice organisation={organisation} pendingChange={organisation.pendingChange} />
          ) : null}
          <OrganisationDetails
            organisation={organisation}
            extra={[['Registered', formatDay(organisation.createdAt)]]}
          />
          {isOwner ? null : (
            <p className="text-slate-600 text-sm">Only your organisation’s owner can change these details.</p>
          )}
        </>
      )}
      {pending ? (
        <ConfirmDialog
          title="Change the ODS code?"
          description="With a new ODS code your organisation is verified again: until our team has checked it, your team cannot search professionals."
          confirmLabel="Change and verify again"
          onConfirm={() => {
            setPending(undefined);
            pending.settle(save(pending.values));
          }}
          onCancel={() => {
            setPending(undefined);
            pending.settle(Promise.resolve());
          }}
        />
      ) : null}
    </section>
  );
}

function HeldChangeNotice({
  organisation,
  pendingChange,
}: {
  organisation: Organisation;
  pendingChange: NonNullable<Organisation['pendingChange']>;
}) {
  return (
    <div
      data-testid="organisation-held-change"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Clock aria-hidden="true" className="size-4" />
        Changes awaiting review since {formatDay(pendingChange.requestedAt)}
      </p>
      <p className="text-sm">{organisationMessages.changeAwaitingReview}</p>
      <HeldChangeTable
        current={organisation}
        proposed={pendingChange.identity}
        caption="Your proposed changes"
      />
    </div>
  );
}
