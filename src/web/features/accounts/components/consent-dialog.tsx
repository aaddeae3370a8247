import { lazy, Suspense, useId, useState } from 'react';
import { brand } from '../../../../shared/content/brand';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/notify';
import { useGiveRecruitmentConsent } from '../api/give-recruitment-consent';
import { useDeleteAccount } from '../hooks/use-delete-account';

// The deletion step is a form with its check (zod): it loads when chosen, not on every candidate page.
const DeleteAccountConfirmation = lazy(() =>
  import('./delete-account-confirmation').then((m) => ({ default: m.DeleteAccountConfirmation })),
);

export const consentFailedMessage = 'Failed to save consent. Please try again.';

/** It cannot be dismissed: the way on is to consent, the only other way out is to delete the account. */
export function ConsentDialog() {
  const titleId = useId();
  const textId = useId();
  const deleteHeadingId = useId();
  const [agreed, setAgreed] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const consent = useGiveRecruitmentConsent();
  const deletion = useDeleteAccount();

  const giveConsent = () =>
    consent.mutate(undefined, {
      onSuccess: () => notify.success('Consent Confirmed'),
      onError: () => notify.error('Error', { description: consentFailedMessage }),
    });
  // The toast may sit behind the modal's backdrop, so a failure is also said inside the dialog.
  const failure = consent.isError ? consentFailedMessage : undefined;

  if (confirmingDelete) {
    return (
      <Dialog labelledBy={deleteHeadingId}>
        <Suspense
          fallback={
            <p id={deleteHeadingId} role="status" className="font-semibold text-slate-900">
              Loading...
            </p>
          }
        >
          <DeleteAccountConfirmation
            headingId={deleteHeadingId}
            busy={deletion.isPending}
            failed={deletion.failed}
            onConfirm={deletion.run}
            onCancel={() => setConfirmingDelete(false)}
          />
        </Suspense>
      </Dialog>
    );
  }

  return (
    <Dialog labelledBy={titleId} describedBy={textId}>
      <h2 id={titleId} className="font-semibold text-xl">
        Recruitment Representation Consent
      </h2>
      <div id={textId} className="mt-3 flex flex-col gap-3 text-slate-700">
        <p>
          {brand.consultancyName} acts as your recruitment representative: we present your professional
          profile to verified employers in NHS primary and community care and arrange introductions for you.
        </p>
        <p>Your personal details are shared with an employer only after you approve each opportunity.</p>
        <p>You can withdraw this consent at any time in your account settings.</p>
      </div>
      <div className="mt-4">
        <FormAlert message={failure} />
      </div>
      <CheckboxField
        className="mt-4"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
        disabled={consent.isPending}
      >
        I consent to {brand.consultancyName} acting as my recruitment representative.
      </CheckboxField>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="destructive" onClick={() => setConfirmingDelete(true)} disabled={consent.isPending}>
          Delete Account
        </Button>
        <Button onClick={giveConsent} disabled={!agreed || consent.isPending}>
          {consent.isPending ? 'Processing...' : 'I Consent'}
        </Button>
      </div>
    </Dialog>
  );
}
