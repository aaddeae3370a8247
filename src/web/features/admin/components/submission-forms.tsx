import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type InboxStatus,
  inboxNotesBodySchema,
  inboxStatusBodySchema,
  inboxStatuses,
  inboxStatusLabels,
  internalNotesMaxLength,
} from '../../../../shared/submissions/submissions-inbox.schemas';
import { inputClasses } from '../../../components/form/field-styles';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';

interface SubmissionStatusFormProps {
  /** The status saved now: the button waits for another choice. */
  saved: InboxStatus;
  busy: boolean;
  onSave: (status: InboxStatus) => void;
}

export function SubmissionStatusForm({ saved, busy, onSave }: SubmissionStatusFormProps) {
  const form = useForm<z.input<typeof inboxStatusBodySchema>>({
    resolver: zodResolver(inboxStatusBodySchema),
    defaultValues: { status: saved },
  });
  const status = form.watch('status');
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={form.handleSubmit((body) => onSave(body.status))}
    >
      <FormField label="Status" className="sm:flex-1">
        {(control) => (
          <select {...control} className={inputClasses} {...form.register('status')}>
            {inboxStatuses.map((value) => (
              <option key={value} value={value}>
                {inboxStatusLabels[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button type="submit" variant="secondary" disabled={busy || status === saved}>
        Update status
      </Button>
    </form>
  );
}

interface SubmissionNotesFormProps {
  /** The notes saved now: the button waits for a change. */
  saved: string;
  busy: boolean;
  onSave: (notes: string) => void;
}

export function SubmissionNotesForm({ saved, busy, onSave }: SubmissionNotesFormProps) {
  const form = useForm<z.input<typeof inboxNotesBodySchema>>({
    resolver: zodResolver(inboxNotesBodySchema, undefined, { raw: true }),
    mode: 'onChange',
    defaultValues: { notes: saved },
  });
  const notes = form.watch('notes');
  const error = form.formState.errors.notes?.message;
  return (
    <form className="flex flex-col gap-3" onSubmit={form.handleSubmit((body) => onSave(body.notes))}>
      <FormField
        label="Internal notes"
        hint={`Only admins see these, never the sender. ${notes.length}/${internalNotesMaxLength}`}
        error={error}
      >
        {(control) => <textarea {...control} rows={4} className={inputClasses} {...form.register('notes')} />}
      </FormField>
      <div>
        <Button type="submit" variant="secondary" disabled={busy || error !== undefined || notes === saved}>
          Save notes
        </Button>
      </div>
    </form>
  );
}
