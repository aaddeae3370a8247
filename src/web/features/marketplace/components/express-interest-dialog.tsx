import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { type UseFormRegister, useForm, useWatch } from 'react-hook-form';
import { takesLocumTerms } from '../../../../shared/marketplace/locum-terms.schemas';
import {
  type EmployerOpportunity,
  opportunityAnswerDays,
  payBases,
  payBasisLabels,
  sentEmploymentTypes,
} from '../../../../shared/marketplace/opportunity.schemas';
import type { Organisation } from '../../../../shared/marketplace/organisation.schemas';
import type { AnonymisedCandidate } from '../../../../shared/marketplace/search.schemas';
import type { EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { ArrsRoleSelect } from '../../../components/form/arrs-role-select';
import { CharacterCount } from '../../../components/form/character-count';
import { FieldError } from '../../../components/form/field-error';
import { inputClasses } from '../../../components/form/field-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { TextField } from '../../../components/form/text-field';
import { LocumTermsFields } from '../../../components/marketplace/locum-terms-fields';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { useVacancies } from '../api/get-vacancies';
import { useSendOpportunity } from '../api/send-opportunity';
import { roleTitle } from '../model/candidate-display';
import {
  type CheckedOpportunityForm,
  defaultOpportunityValues,
  type OpportunityFormValues,
  opportunityFormValuesSchema,
  placeOfSendError,
} from '../model/opportunity-form-values';
import {
  linkableVacancies,
  prefilledOpportunityValues,
  prefillFromVacancy,
  prefillNote,
} from '../model/vacancy-prefill';
import { FeePreview } from './fee-preview';
import { VacancyLinkField } from './vacancy-link-field';

const messageLimit = 2000;

const employmentTypeLabels = { permanent: 'Permanent', locum: 'Locum' } as const;
const amountHints = {
  annual_salary: 'The gross annual salary in pounds, e.g. 45,000.',
  day_rate: 'The day rate in pounds, e.g. 350.',
} as const;

interface ExpressInterestDialogProps {
  candidate: AnonymisedCandidate;
  organisation: Organisation | undefined;
  /** Sent from a vacancy's suggestions: the terms start from it, linked when it can be. */
  vacancy?: EmployerVacancy | undefined;
  onSent: (opportunity: EmployerOpportunity) => void;
  onClose: () => void;
}

function RadioGroup<K extends 'employmentType' | 'payBasis'>({
  legend,
  name,
  options,
  register,
  error,
}: {
  legend: string;
  name: K;
  options: readonly { value: string; label: string }[];
  register: UseFormRegister<OpportunityFormValues>;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 font-medium text-slate-900 text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-x-6">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="radio"
              value={option.value}
              className="size-4 accent-brand-700"
              {...register(name)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** Checked in the browser by the API's own schema, with the fee shown as the pay is typed. */
export function ExpressInterestDialog({
  candidate,
  organisation,
  vacancy,
  onSent,
  onClose,
}: ExpressInterestDialogProps) {
  const titleId = useId();
  const send = useSendOpportunity();
  const form = useForm<OpportunityFormValues, unknown, CheckedOpportunityForm>({
    resolver: zodResolver(opportunityFormValuesSchema),
    defaultValues: vacancy
      ? prefilledOpportunityValues(candidate, organisation, vacancy)
      : defaultOpportunityValues(candidate, organisation),
  });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const { register, control } = form;
  const vacanciesQuery = useVacancies();
  const vacancies = useMemo(
    () => (vacanciesQuery.data ? linkableVacancies(vacanciesQuery.data.vacancies) : undefined),
    [vacanciesQuery.data],
  );
  const [prefilledFrom, setPrefilledFrom] = useState<EmployerVacancy | undefined>(vacancy);
  // Choosing a vacancy fills the terms from it; choosing none leaves them as they are.
  const vacancyField = register('vacancyId', {
    onChange: (event: { target: { value: string } }) => {
      const chosen = vacancies?.find((vacancy) => vacancy.id === event.target.value);
      setPrefilledFrom(chosen);
      if (!chosen) return;
      const values = prefillFromVacancy(chosen, organisation);
      for (const field of Object.keys(values) as (keyof typeof values)[])
        form.setValue(field, values[field], { shouldDirty: true, shouldValidate: isSubmitted });
    },
  });
  const [role, employmentType, payBasis, payAmount, message, terms] = useWatch({
    control,
    name: ['role', 'employmentType', 'payBasis', 'payAmount', 'message', 'terms'],
  });

  const onSubmit = form.handleSubmit(async ({ payAmount: payAmountPence, ...rest }) => {
    try {
      const opportunity = await send.mutateAsync({
        ...rest,
        payAmountPence,
        candidateReference: candidate.reference,
      });
      onSent(opportunity);
    } catch (error) {
      const place = placeOfSendError(error);
      if (place && place.field !== 'form') {
        form.setError(place.field, { message: place.message }, { shouldFocus: true });
      } else {
        form.setError('root.server', { message: place?.message ?? errorMessageOf(error) });
      }
    }
  });

  return (
    <Dialog labelledBy={titleId} onDismiss={isSubmitting ? undefined : onClose} className="max-w-2xl">
      <h2 id={titleId} className="font-semibold text-slate-900 text-xl">
        Express interest in this {roleTitle(candidate)}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        We send your opportunity to the professional, who has {opportunityAnswerDays} days to approve or
        decline it.
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Opportunity" className="mt-5 flex flex-col gap-5">
        <FormAlert message={errors.root?.server?.message} />
        <VacancyLinkField
          vacancies={vacancies}
          failed={vacanciesQuery.isError}
          error={errors.vacancyId?.message}
          note={prefilledFrom ? prefillNote(prefilledFrom) : undefined}
          {...vacancyField}
        />
        <ArrsRoleSelect
          label="Role"
          emptyLabel="Choose a role…"
          error={errors.role?.message}
          {...register('role')}
        />
        <TextField
          label="Location"
          hint="Where the work is: the practice or PCN address."
          maxLength={160}
          error={errors.location?.message}
          {...register('location')}
        />
        <RadioGroup
          legend="Employment type"
          name="employmentType"
          options={sentEmploymentTypes.map((value) => ({ value, label: employmentTypeLabels[value] }))}
          register={register}
          error={errors.employmentType?.message}
        />
        <RadioGroup
          legend="Pay"
          name="payBasis"
          options={payBases.map((value) => ({ value, label: payBasisLabels[value] }))}
          register={register}
          error={errors.payBasis?.message}
        />
        <TextField
          label="Amount (£)"
          hint={amountHints[payBasis]}
          inputMode="decimal"
          autoComplete="off"
          className="sm:max-w-xs"
          error={errors.payAmount?.message}
          {...register('payAmount')}
        />
        {takesLocumTerms({ employmentType, payBasis }) ? (
          <LocumTermsFields
            daysPerWeek={register('terms.daysPerWeek')}
            lengthUnit={register('terms.lengthUnit')}
            length={register('terms.length')}
            unit={terms.lengthUnit}
            errors={{
              daysPerWeek: errors.terms?.daysPerWeek?.message,
              length: errors.terms?.length?.message,
            }}
          />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Sessions or hours"
            hint="e.g. 8 sessions a week"
            maxLength={120}
            error={errors.hours?.message}
            {...register('hours')}
          />
          <TextField
            label="Start date"
            type="date"
            error={errors.startDate?.message}
            {...register('startDate')}
          />
        </div>
        <FormField
          label="Message (optional)"
          hint={<CharacterCount length={message.length} limit={messageLimit} />}
          hintClassName="self-end tabular-nums"
          error={errors.message?.message}
        >
          {(field) => (
            <textarea
              {...field}
              rows={4}
              maxLength={messageLimit}
              className={`${inputClasses} resize-y`}
              {...register('message')}
            />
          )}
        </FormField>
        <FeePreview
          role={role}
          employmentType={employmentType}
          payBasis={payBasis}
          payAmount={payAmount}
          terms={terms}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            <Send aria-hidden="true" className="size-4" />
            {isSubmitting ? 'Sending...' : 'Send opportunity'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
