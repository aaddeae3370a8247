import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  locumTermsFields,
  readLocumTerms,
  takesLocumTerms,
} from '../../../../shared/marketplace/locum-terms.schemas';
import {
  type AdminOpportunity,
  noteAudienceLabels,
  noteAudiences,
  type OpportunityStatus,
} from '../../../../shared/marketplace/opportunity.schemas';
import { feeBasisText } from '../../../../shared/marketplace/success-fee';
import { FieldError } from '../../../components/form/field-error';
import { describedBy, inputClasses, labelClasses } from '../../../components/form/field-styles';
import { LocumTermsFields } from '../../../components/marketplace/locum-terms-fields';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { type MoveFormInput, type MoveFormOutput, moveFormSchema, noteMax } from '../model/opportunity-forms';
import { moveTextsFor } from '../model/opportunity-pipeline';

interface OpportunityMoveDialogProps {
  opportunity: AdminOpportunity;
  move: OpportunityStatus;
  busy: boolean;
  onConfirm: (values: MoveFormOutput) => void;
  onCancel: () => void;
}

/** Who reads a note besides the team, in words naming the two sides. */
function audienceHint(audience: MoveFormInput['noteAudience'], opportunity: AdminOpportunity): string {
  return audience === 'both'
    ? `Our team, ${opportunity.organisationName} and ${opportunity.candidateName} see it.`
    : `Our team and ${opportunity.organisationName} see it; ${opportunity.candidateName} does not.`;
}

/** The note is for the organisation only unless the team chooses both parties. */
export function OpportunityMoveDialog({
  opportunity,
  move,
  busy,
  onConfirm,
  onCancel,
}: OpportunityMoveDialogProps) {
  const titleId = useId();
  const textId = useId();
  const noteId = useId();
  const hintId = `${noteId}-hint`;
  const errorId = `${noteId}-error`;
  const texts = moveTextsFor(move);
  const withTerms = move === 'placed' && takesLocumTerms(opportunity);
  const form = useForm<MoveFormInput, unknown, MoveFormOutput>({
    resolver: zodResolver(moveFormSchema),
    defaultValues: {
      note: '',
      noteAudience: 'organisation',
      ...(withTerms ? { terms: locumTermsFields(opportunity.locumTerms) } : {}),
    },
  });
  const { errors } = form.formState;
  const error = errors.note?.message;
  const [terms] = useWatch({ control: form.control, name: ['terms'] });
  const termsRead = terms ? readLocumTerms(terms).terms : undefined;
  const onSubmit = form.handleSubmit((values) => onConfirm(values));

  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={busy ? undefined : onCancel}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} className="flex flex-col gap-4">
        <div>
          <h2 id={titleId} className="break-words font-semibold text-lg">
            {texts.title(opportunity)}
          </h2>
          <p id={textId} className="mt-2 text-slate-600">
            {texts.description(opportunity)}
          </p>
        </div>
        {withTerms && terms ? (
          <>
            <LocumTermsFields
              daysPerWeek={form.register('terms.daysPerWeek')}
              lengthUnit={form.register('terms.lengthUnit')}
              length={form.register('terms.length')}
              unit={terms.lengthUnit}
              readOnly={busy}
              errors={{
                daysPerWeek: errors.terms?.daysPerWeek?.message,
                length: errors.terms?.length?.message,
              }}
            />
            <p aria-live="polite" className="text-slate-800 text-sm" data-testid="placement-fee">
              {termsRead
                ? `Fee to record: ${feeBasisText({ ...opportunity, locumTerms: termsRead })}`
                : 'Enter the terms to see the fee.'}
            </p>
          </>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={noteId} className={labelClasses}>
            Note (optional)
          </label>
          <input
            id={noteId}
            type="text"
            maxLength={noteMax}
            readOnly={busy}
            autoFocus={!withTerms}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, error ? errorId : undefined)}
            className={inputClasses}
            {...form.register('note')}
          />
          <p id={hintId} className="text-slate-600 text-sm">
            Shown on the timeline. Up to {noteMax} characters.
          </p>
          <FieldError id={errorId} message={error} />
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-medium text-slate-900 text-sm">Who sees the note</legend>
          {noteAudiences.map((audience) => (
            <label key={audience} className="flex min-h-11 items-start gap-2 py-1 text-slate-800">
              <input
                type="radio"
                value={audience}
                disabled={busy}
                className="mt-1 size-4 accent-brand-700"
                {...form.register('noteAudience')}
              />
              <span>
                {noteAudienceLabels[audience]}
                <span className="block text-slate-600 text-sm">{audienceHint(audience, opportunity)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={texts.destructive ? 'destructive' : 'primary'} disabled={busy}>
            {busy ? 'Processing...' : texts.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
