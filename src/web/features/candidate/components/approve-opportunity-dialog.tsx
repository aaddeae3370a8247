import { useId } from 'react';
import { type CandidateOpportunity, sharedFields } from '../../../../shared/marketplace/opportunity.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { roleNameOf } from '../model/opportunity-display';

interface ApproveOpportunityDialogProps {
  opportunity: CandidateOpportunity;
  busy: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an approval, listing exactly what the organisation will see (the consent receipt's
 * list) and that the approval can be withdrawn at any time.
 */
export function ApproveOpportunityDialog({
  opportunity,
  busy,
  error,
  onConfirm,
  onCancel,
}: ApproveOpportunityDialogProps) {
  const titleId = useId();
  const textId = useId();
  const { organisationName } = opportunity;
  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={busy ? undefined : onCancel}>
      <h2 id={titleId} className="break-words font-semibold text-lg">
        Approve this opportunity?
      </h2>
      <div id={textId} className="mt-2 flex flex-col gap-3 text-slate-700">
        <p>
          {organisationName} will see the following for this {roleNameOf(opportunity.role)} opportunity only:
        </p>
        <ul aria-label="What is shared" className="list-disc pl-6">
          {sharedFields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ul>
        <p>
          They see these as your profile holds them while your approval stands: what you have not added is not
          shown, and what you add or change later is.
        </p>
        <p>
          We keep a consent receipt you can download. You can withdraw your approval at any time, and their
          access ends at once.
        </p>
      </div>
      <div className="mt-4">
        <FormAlert message={error} />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? 'Processing...' : 'Approve and share my details'}
        </Button>
      </div>
    </Dialog>
  );
}
