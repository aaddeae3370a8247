import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { DeleteAccountConfirmation } from './delete-account-confirmation';

export function DeleteAccountSection() {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteAccount();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="max-w-prose text-slate-600">
        Deleting your account erases your profile and personal details and signs you out everywhere.
      </p>
      <Button variant="destructive" onClick={() => setConfirming(true)}>
        Delete Account
      </Button>
      {confirming ? (
        <Dialog
          labelledBy={headingId}
          onDismiss={deletion.isPending ? undefined : () => setConfirming(false)}
        >
          <DeleteAccountConfirmation
            headingId={headingId}
            busy={deletion.isPending}
            failed={deletion.failed}
            onConfirm={deletion.run}
            onCancel={() => setConfirming(false)}
          />
        </Dialog>
      ) : null}
    </div>
  );
}
