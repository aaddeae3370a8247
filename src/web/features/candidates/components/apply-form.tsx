import { Send } from 'lucide-react';
import { useState } from 'react';
import { applicationLimits } from '../../../../shared/marketplace/application.constants';
import { cvSharingNotes } from '../../../../shared/marketplace/opportunity.schemas';
import { CharacterCount } from '../../../components/form/character-count';
import { inputClasses } from '../../../components/form/field-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { useApply } from '../api/apply';

interface ApplyFormProps {
  vacancyId: string;
  organisationName: string;
  /** As the consent receipt will list them (the server's answer). */
  sharedFields: readonly string[];
  cvIncluded: boolean;
  onApplied: () => void;
}

/** One step: what will be shared, an optional cover note, and Apply. */
export function ApplyForm({
  vacancyId,
  organisationName,
  sharedFields,
  cvIncluded,
  onApplied,
}: ApplyFormProps) {
  const [coverNote, setCoverNote] = useState('');
  const apply = useApply(vacancyId);

  return (
    <form
      noValidate
      aria-labelledby="apply-heading"
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        apply.mutate(coverNote, { onSuccess: onApplied });
      }}
    >
      <section aria-labelledby="shared-heading" className="flex flex-col gap-3 text-slate-700">
        <h2 id="shared-heading" className="font-semibold text-slate-900 text-xl">
          What {organisationName} will see
        </h2>
        <p>Applying shares these details with {organisationName} for this job only:</p>
        <ul aria-label="What is shared" className="list-disc pl-6">
          {sharedFields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ul>
        <p data-testid="cv-sharing-note">
          {cvIncluded ? cvSharingNotes.included : cvSharingNotes.notIncluded}
        </p>
        <p>
          We keep a consent receipt you can download. You can withdraw your application at any time in My
          applications, and their access ends at once.
        </p>
      </section>
      <section className="flex flex-col gap-4">
        <h2 id="apply-heading" className="font-semibold text-slate-900 text-xl">
          Apply
        </h2>
        <FormField
          label="Cover note (optional)"
          hint={<CharacterCount length={coverNote.length} limit={applicationLimits.coverNoteMax} />}
        >
          {(control) => (
            <textarea
              {...control}
              rows={6}
              maxLength={applicationLimits.coverNoteMax}
              value={coverNote}
              onChange={(event) => setCoverNote(event.target.value)}
              readOnly={apply.isPending}
              className={`${inputClasses} resize-y`}
              placeholder="A few lines on why this job suits you (plain text)"
            />
          )}
        </FormField>
        <FormAlert message={apply.isError ? errorMessageOf(apply.error) : undefined} />
        <div>
          <Button type="submit" size="lg" disabled={apply.isPending}>
            <Send aria-hidden="true" className="size-4" />
            {apply.isPending ? 'Applying...' : 'Apply'}
          </Button>
        </div>
      </section>
    </form>
  );
}
