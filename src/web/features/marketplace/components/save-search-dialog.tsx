import { type FormEvent, useId, useState } from 'react';
import { savedSearchNameMaxLength } from '../../../../shared/marketplace/matching.constants';
import { createSavedSearchSchema } from '../../../../shared/marketplace/saved-search.schemas';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessageOf } from '../../../lib/api-client';

export const alertLabel = 'Tell me when a new professional matches';

interface SaveSearchDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Asks about the alert (saving); renaming leaves it as it is. */
  askAlert: boolean;
  onSubmit: (values: { name: string; alert: boolean }) => Promise<unknown>;
  onClose: () => void;
}

/** The name, checked by the API's own rule, and whether to hear of new matches (on unless unticked). */
export function SaveSearchDialog({
  title,
  submitLabel,
  initialName = '',
  askAlert,
  onSubmit,
  onClose,
}: SaveSearchDialogProps) {
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const [alert, setAlert] = useState(true);
  const [nameError, setNameError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = createSavedSearchSchema.shape.name.safeParse(name);
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    setBusy(true);
    try {
      await onSubmit({ name: checked.data, alert });
      onClose();
    } catch (error) {
      setServerError(errorMessageOf(error));
      setBusy(false);
    }
  };

  return (
    <Dialog labelledBy={titleId} onDismiss={busy ? undefined : onClose} className="max-w-lg">
      <h2 id={titleId} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4" aria-labelledby={titleId}>
        <FormAlert message={serverError} />
        <TextField
          label="Name"
          hint="e.g. Pharmacists near Leeds"
          maxLength={savedSearchNameMaxLength}
          autoComplete="off"
          value={name}
          error={nameError}
          onChange={(event) => setName(event.target.value)}
        />
        {askAlert ? (
          <CheckboxField checked={alert} onChange={(event) => setAlert(event.target.checked)}>
            {alertLabel}
            <span className="block text-slate-600">
              At once in your notifications, and in a daily e-mail. You never learn who until they approve an
              opportunity.
            </span>
          </CheckboxField>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
