import { declineSchema } from '../../../../shared/marketplace/opportunity.schemas';
import { CharacterCount } from '../../../components/form/character-count';
import { ReasonDialog } from '../../../components/form/reason-dialog';

/** The shared schema's limit (declineSchema); the counter and maxLength show it. */
const reasonMax = 500;

interface DeclineOpportunityDialogProps {
  organisationName: string;
  busy: boolean;
  error: string | undefined;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function DeclineOpportunityDialog({
  organisationName,
  busy,
  error,
  onConfirm,
  onCancel,
}: DeclineOpportunityDialogProps) {
  return (
    <ReasonDialog
      title="Decline this opportunity?"
      description={`${organisationName} will see only that you declined: never your reason, and nothing about you.`}
      optional
      schema={declineSchema}
      maxLength={reasonMax}
      hint={(length) => <CharacterCount length={length} limit={reasonMax} />}
      confirmLabel="Decline opportunity"
      busyLabel="Processing..."
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
