import { useId } from 'react';
import {
  type CandidateOpportunity,
  cvSharingNotes,
  sharedFieldsFor,
} from '../../../../shared/marketplace/opportunity.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { roleNameOf } from '../../../components/opportunities/opportunity-facts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useMe } from '../../../lib/session/get-me';

interface ApproveOpportunityDialogProps {
  opportunity: CandidateOpportunity;
  busy: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Lists exactly what the organisation will see, as the consent receipt does. */
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
  // The session's profile holds the consent; the server decides again when it stores the receipt.
  const cvSharing = useMe().data?.profile.cvSharingConsent === true;
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
          {sharedFieldsFor({ cvSharing }).map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ul>
        {/* Named in words, not linked: the dialog's first focusable control stays Cancel. */}
        <p data-testid="cv-sharing-note">
          {cvSharing ? cvSharingNotes.included : cvSharingNotes.notIncluded}
        </p>
        <p>
          They see these as your profile holds them while your approval stands: what you have not added is not
          shown, and what you add or change later is. Of your compliance documents they see each one’s type,
          status and expiry date, never the files.
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
