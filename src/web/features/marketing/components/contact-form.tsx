import { Send } from 'lucide-react';
import { useId } from 'react';
import {
  consultationTypeLabels,
  consultationTypes,
  contactMessageCounterLimit,
} from '../../../../shared/submissions/submission.constants';
import { CharacterCount } from '../../../components/form/character-count';
import { inputClasses } from '../../../components/form/field-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { NeedsJavaScriptNote } from '../../../components/ui/needs-javascript-note';
import { problemFor } from '../../../lib/form-problem';
import { isConsultationType } from './consultation-type';
import { canSubmitContact, submitLabel, useContactForm } from './use-contact-form';

/** The form's rules: docs/product/submissions.md#contact-form. */
export function ContactForm() {
  const { values, update, problem, phase, progress, submit } = useContactForm();
  const id = useId();
  const alertId = `${id}-alert`;
  const formProblem = problem?.field === 'form' ? problem.message : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      className="space-y-5"
    >
      <h2 id={`${id}-title`} className="font-bold text-2xl text-slate-900">
        Send us a message
      </h2>
      <NeedsJavaScriptNote what="This form" />
      <div>
        <div className="flex justify-between text-slate-700 text-sm">
          <span id={`${id}-progress-label`}>Form progress</span>
          <span>{progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${id}-progress-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${progress}%` }} />
        </div>
        <p className="mt-1 text-slate-600 text-xs">Fill in your name, e-mail and message to send.</p>
      </div>
      <FormAlert id={alertId} message={formProblem} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name (required)"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => update('name', e.target.value)}
          error={problemFor(problem, 'name')}
        />
        <TextField
          label="Email (required)"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
          error={problemFor(problem, 'email')}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => update('phone', e.target.value)}
          error={problemFor(problem, 'phone')}
        />
        <TextField
          label="Organisation"
          name="organisation"
          autoComplete="organization"
          value={values.organisation}
          onChange={(e) => update('organisation', e.target.value)}
        />
      </div>
      <FormField id={`${id}-type`} label="Consultation type">
        {(control) => (
          <select
            {...control}
            name="consultationType"
            value={values.consultationType}
            onChange={(e) => {
              if (isConsultationType(e.target.value)) update('consultationType', e.target.value);
            }}
            className={inputClasses}
          >
            {consultationTypes.map((type) => (
              <option key={type} value={type}>
                {consultationTypeLabels[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-message`}
        label="Message (required)"
        hint={<CharacterCount length={values.message.length} limit={contactMessageCounterLimit} />}
        hintClassName="text-right"
        error={problemFor(problem, 'message')}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            value={values.message}
            onChange={(e) => update('message', e.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      <Button
        type="submit"
        size="lg"
        disabled={!canSubmitContact(phase, progress)}
        className="w-full sm:w-auto"
      >
        <Send aria-hidden="true" className="size-4" />
        {submitLabel(phase)}
      </Button>
    </form>
  );
}
