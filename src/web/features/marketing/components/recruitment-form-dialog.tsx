import { X } from 'lucide-react';
import { useId } from 'react';
import { paths } from '../../../../shared/routing/paths';
import { recruitmentDescriptionLimit } from '../../../../shared/submissions/submission.schemas';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { problemFor } from '../../../lib/form-problem';
import { AppLink } from '../../../lib/navigation/navigation';
import { DescriptionField, EmploymentTypeField } from './recruitment-fields';
import { type RecruitmentVariant, useRecruitmentForm } from './use-recruitment-form';

const copy = {
  employer: {
    title: 'Post a job',
    intro: 'Tell us about the role you need to fill. We reply within 2 hours in office hours.',
    organisation: 'Organisation',
    role: 'Role to fill',
    description: 'Job description',
    location: 'Location',
  },
  candidate: {
    title: 'Register your profile',
    intro: 'Tell us about yourself and the role you are looking for. Candidates never pay a fee.',
    organisation: 'Current organisation',
    role: 'Role you are looking for',
    description: 'Your experience',
    location: 'Preferred location',
  },
} as const;

const legalLink = 'font-semibold text-brand-800 underline underline-offset-2';

interface RecruitmentFormDialogProps {
  variant: RecruitmentVariant;
  role?: string;
  onClose: () => void;
}

/** The form's rules: docs/product/submissions.md#recruitment-form. */
export function RecruitmentFormDialog({ variant, role = '', onClose }: RecruitmentFormDialogProps) {
  const { values, update, problem, busy, submit } = useRecruitmentForm(variant, role, onClose);
  const id = useId();
  const text = copy[variant];
  const formProblem = problem?.field === 'form' ? problem.message : undefined;
  return (
    <Dialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      onDismiss={busy ? undefined : onClose}
      className="max-w-2xl"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={`${id}-title`} className="font-bold text-2xl text-slate-900">
          {text.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          aria-label="Close form"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={`${id}-intro`} className="mt-1 text-slate-700">
        {text.intro} All fields are required{variant === 'employer' ? ' except salary' : ''}.
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4">
        <FormAlert message={formProblem} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Full name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => update('name', e.target.value)}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => update('email', e.target.value)}
            error={problemFor(problem, 'email')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => update('phone', e.target.value)}
            error={problemFor(problem, 'phone')}
          />
          <TextField
            label={text.organisation}
            autoComplete="organization"
            value={values.organisation}
            onChange={(e) => update('organisation', e.target.value)}
          />
          <TextField label={text.role} value={values.role} onChange={(e) => update('role', e.target.value)} />
          <TextField
            label={text.location}
            value={values.location}
            onChange={(e) => update('location', e.target.value)}
          />
          {variant === 'employer' ? (
            <>
              <TextField
                label="Salary (optional)"
                placeholder="e.g. £40,000–£45,000"
                value={values.salary}
                onChange={(e) => update('salary', e.target.value)}
              />
              <EmploymentTypeField
                value={values.employmentType}
                onChange={(value) => update('employmentType', value)}
              />
            </>
          ) : null}
        </div>
        <DescriptionField
          label={text.description}
          value={values.description}
          limit={recruitmentDescriptionLimit}
          error={problemFor(problem, 'description')}
          onChange={(value) => update('description', value)}
        />
        <CheckboxField
          checked={values.acceptPrivacy}
          onChange={(e) => update('acceptPrivacy', e.target.checked)}
        >
          I have read the{' '}
          <AppLink to={paths.privacy} target="_blank" className={legalLink}>
            privacy policy
          </AppLink>{' '}
          and agree to my details being used to handle this request.
        </CheckboxField>
        <CheckboxField checked={values.acceptTerms} onChange={(e) => update('acceptTerms', e.target.checked)}>
          I accept the{' '}
          <AppLink to={paths.terms} target="_blank" className={legalLink}>
            terms of service
          </AppLink>
          .
        </CheckboxField>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Submitting...' : 'Submit'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
