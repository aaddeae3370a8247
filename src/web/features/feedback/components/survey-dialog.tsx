import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type FeedbackInput,
  feedbackSchema,
  surveyMessages,
  surveyRatings,
  surveyRules,
} from '../../../../shared/feedback/survey';
import { CharacterCount } from '../../../components/form/character-count';
import { FieldError } from '../../../components/form/field-error';
import { inputClasses } from '../../../components/form/field-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/notify';
import { dismissSurvey } from '../api/dismiss-survey';
import { useSubmitFeedback } from '../api/submit-feedback';

export function SurveyDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const form = useForm<FeedbackInput, unknown, z.output<typeof feedbackSchema>>({
    resolver: zodResolver(feedbackSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { feedbackText: '' },
  });
  const rating = useController({ control: form.control, name: 'rating' });
  const ratingError = rating.fieldState.error?.message;
  const text = form.watch('feedbackText') ?? '';
  const submit = useSubmitFeedback();
  const send = (feedback: z.output<typeof feedbackSchema>) =>
    submit.mutate(feedback, {
      onSuccess: () => {
        notify.success(surveyMessages.thanks);
        onClose();
      },
    });
  const notNow = () => {
    void dismissSurvey().catch(() => undefined);
    onClose();
  };

  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={submit.isPending ? undefined : notNow}>
      <form noValidate className="flex flex-col gap-5 p-6" onSubmit={form.handleSubmit(send)}>
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="font-semibold text-xl">
            How easy is ARRS Place to use?
          </h2>
          <p id={textId} className="text-slate-600">
            Your answer helps us improve the platform for everyone in primary care.
          </p>
        </div>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={ratingError ? 'survey-rating-error' : undefined}
        >
          <legend className="mb-1 font-medium text-sm">Your rating</legend>
          <div className="grid grid-cols-3 gap-2">
            {surveyRatings.map((option, index) => (
              <label
                key={option.value}
                className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  name={rating.field.name}
                  value={option.value}
                  checked={rating.field.value === option.value}
                  onChange={() => rating.field.onChange(option.value)}
                  onBlur={rating.field.onBlur}
                  ref={index === 0 ? rating.field.ref : undefined}
                  className="size-4 accent-brand-700"
                />
                {option.label}
              </label>
            ))}
          </div>
          <FieldError id="survey-rating-error" message={ratingError} />
        </fieldset>
        <FormField
          label="Anything to add? (optional)"
          hint={<CharacterCount length={text.length} limit={surveyRules.textMax} />}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={surveyRules.textMax}
              className={inputClasses}
              {...form.register('feedbackText')}
            />
          )}
        </FormField>
        {submit.isError ? <FormAlert message={surveyMessages.failed} /> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={notNow} disabled={submit.isPending}>
            Not now
          </Button>
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? 'Sending...' : 'Send feedback'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
