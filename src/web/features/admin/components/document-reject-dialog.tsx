import { documentReasonMax, documentRejectionSchema } from '../../../../shared/admin/documents.schemas';
import { ReasonDialog } from '../../../components/form/reason-dialog';

interface DocumentRejectDialogProps {
  documentLabel: string;
  candidateName: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The candidate sees and is sent the reason; checked by the shared schema the API uses. */
export function DocumentRejectDialog({
  documentLabel,
  candidateName,
  busy,
  onConfirm,
  onCancel,
}: DocumentRejectDialogProps) {
  return (
    <ReasonDialog
      title={`Reject ${documentLabel}?`}
      description={`${candidateName} will be told that this document could not be verified, and why, so they can upload a new copy.`}
      schema={documentRejectionSchema}
      maxLength={documentReasonMax}
      hint={() => `Shown to the candidate and sent to them by e-mail. Up to ${documentReasonMax} characters.`}
      confirmLabel="Reject document"
      busyLabel="Rejecting..."
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
