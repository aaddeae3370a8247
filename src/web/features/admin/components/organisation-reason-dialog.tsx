import { organisationDecisionSchema } from '../../../../shared/marketplace/organisation.schemas';
import { ReasonDialog } from '../../../components/form/reason-dialog';

const reasonMax = 500;

interface OrganisationReasonDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The organisation's members are shown and sent the reason; checked by the shared schema the API uses. */
export function OrganisationReasonDialog({
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: OrganisationReasonDialogProps) {
  return (
    <ReasonDialog
      title={title}
      description={description}
      schema={organisationDecisionSchema}
      maxLength={reasonMax}
      hint={() =>
        `Shown to the organisation’s members and sent to them by e-mail. Up to ${reasonMax} characters.`
      }
      confirmLabel={confirmLabel}
      busyLabel="Processing..."
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
