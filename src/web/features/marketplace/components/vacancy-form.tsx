import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { experienceBandLabels, experienceBands } from '../../../../shared/candidates/profile.constants';
import { registrationBodies, registrationBodyLabels } from '../../../../shared/candidates/uploads';
import { arrsRoleName } from '../../../../shared/content/arrs-roles';
import { maxMatchRadiusKm } from '../../../../shared/marketplace/matching.constants';
import {
  type VacancyForm as CheckedVacancy,
  vacancyEmploymentTypeLabels,
  vacancyEmploymentTypes,
  vacancyLimits,
  workArrangementLabels,
  workArrangements,
} from '../../../../shared/marketplace/vacancy.schemas';
import { ArrsRoleSelect } from '../../../components/form/arrs-role-select';
import { CharacterCount } from '../../../components/form/character-count';
import { FieldError } from '../../../components/form/field-error';
import { inputClasses } from '../../../components/form/field-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { useReimbursementRates } from '../api/get-reimbursement-rates';
import { guidanceWhileTyping } from '../model/vacancy-display';
import {
  placeOfVacancySaveError,
  skillsHint,
  skillsOf,
  type VacancyFormValues,
  vacancyFormValuesSchema,
} from '../model/vacancy-form-values';
import { VacancyGuidance } from './vacancy-guidance';

export type SaveIntent = 'draft' | 'open' | 'keep';

export const descriptionHint = "Plain text: blank lines between paragraphs, '- ' for a list";

interface VacancyFormProps {
  label: string;
  defaultValues: VacancyFormValues;
  /** Where the work is by default, e.g. "Your organisation's address (LS6 2AA)". */
  organisationPlace: string;
  /** The buttons: the first one is the form's own submit (Enter in a field). */
  intents: readonly { intent: SaveIntent; label: string }[];
  /** Saves the checked vacancy; a rejection is shown beside its field or above the form. */
  onSave: (vacancy: CheckedVacancy, intent: SaveIntent) => Promise<unknown>;
  actions?: ReactNode;
}

/** Checked in the browser by the shared schema the API uses, so the messages are the server's. */
export function VacancyForm({
  label,
  defaultValues,
  organisationPlace,
  intents,
  onSave,
  actions,
}: VacancyFormProps) {
  const form = useForm<VacancyFormValues, unknown, CheckedVacancy>({
    resolver: zodResolver(vacancyFormValuesSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const rates = useReimbursementRates();
  const [role, payBasis, payMax, placeOfWork, description, skills] = form.watch([
    'role',
    'payBasis',
    'payMaxPounds',
    'placeOfWork',
    'description',
    'skills',
  ]);
  const maxPounds = Number.parseInt(payMax.replace(/[£,\s]/g, ''), 10);
  const guidance = guidanceWhileTyping(rates.data, role, {
    basis: payBasis,
    maxPounds: Number.isFinite(maxPounds) ? maxPounds : null,
  });

  const submitAs = (intent: SaveIntent) =>
    form.handleSubmit(async (vacancy) => {
      try {
        await onSave(vacancy, intent);
      } catch (error) {
        const place = placeOfVacancySaveError(error);
        if (place) form.setError(place.field, { message: place.message }, { shouldFocus: true });
        else form.setError('root.server', { message: errorMessageOf(error) });
      }
    });
  const [primary, ...others] = intents;

  return (
    <form
      noValidate
      onSubmit={submitAs(primary?.intent ?? 'keep')}
      aria-label={label}
      className="flex flex-col gap-5"
    >
      <FormAlert message={errors.root?.server?.message} />
      <ArrsRoleSelect
        label="Role"
        emptyLabel="Choose a role…"
        error={errors.role?.message}
        {...form.register('role')}
      />
      <TextField
        label="Job title"
        maxLength={vacancyLimits.titleMax}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <FormField label="Employment type" error={errors.employmentType?.message} className="sm:max-w-xs">
        {(control) => (
          <select {...control} className={inputClasses} {...form.register('employmentType')}>
            {vacancyEmploymentTypes.map((type) => (
              <option key={type} value={type}>
                {vacancyEmploymentTypeLabels[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Sessions per week"
          inputMode="decimal"
          hint="In half sessions, e.g. 4.5"
          error={errors.sessionsPerWeek?.message}
          {...form.register('sessionsPerWeek')}
        />
        <TextField
          label="Hours per week"
          inputMode="decimal"
          hint="Sessions, hours, or both"
          error={errors.hoursPerWeek?.message}
          {...form.register('hoursPerWeek')}
        />
      </div>
      <Choices
        legend="Pay"
        error={errors.payBasis?.message}
        register={form.register('payBasis')}
        options={[
          { value: 'annual_salary', label: 'Annual salary (a band)' },
          { value: 'day_rate', label: 'Day rate' },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={payBasis === 'day_rate' ? 'Day rate (£)' : 'Salary from (£ a year)'}
          inputMode="numeric"
          hint="Whole pounds"
          error={errors.payMinPounds?.message}
          {...form.register('payMinPounds')}
        />
        {payBasis === 'annual_salary' ? (
          <TextField
            label="Salary to (£ a year)"
            inputMode="numeric"
            hint="Whole pounds"
            error={errors.payMaxPounds?.message}
            {...form.register('payMaxPounds')}
          />
        ) : null}
      </div>
      <VacancyGuidance roleName={arrsRoleName(role) ?? role} guidance={guidance} />
      <Choices
        legend="Place of work"
        register={form.register('placeOfWork')}
        options={[
          { value: 'organisation', label: organisationPlace },
          { value: 'other', label: 'Another postcode' },
        ]}
      />
      {placeOfWork === 'other' ? (
        <TextField
          label="Postcode of the place of work"
          autoComplete="postal-code"
          autoCapitalize="characters"
          className="sm:max-w-xs"
          error={errors.postcode?.message}
          {...form.register('postcode')}
        />
      ) : null}
      <TextField
        label="Look for professionals within (km)"
        inputMode="numeric"
        hint={`Suggested professionals are within this distance of the place of work, from 1 to ${maxMatchRadiusKm} km`}
        className="sm:max-w-xs"
        error={errors.matchRadiusKm?.message}
        {...form.register('matchRadiusKm')}
      />
      <FormField label="Work arrangement" error={errors.workArrangement?.message} className="sm:max-w-xs">
        {(control) => (
          <select {...control} className={inputClasses} {...form.register('workArrangement')}>
            {workArrangements.map((value) => (
              <option key={value} value={value}>
                {workArrangementLabels[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Start date"
          type="date"
          error={errors.startDate?.message}
          {...form.register('startDate')}
        />
        <TextField
          label="Closing date"
          type="date"
          hint={`After today, within ${vacancyLimits.closingWithinDays} days`}
          error={errors.closingDate?.message}
          {...form.register('closingDate')}
        />
      </div>
      <FormField
        label="Description"
        hint={
          <>
            {descriptionHint}.{' '}
            <CharacterCount length={description.length} limit={vacancyLimits.descriptionMax} />
          </>
        }
        error={errors.description?.message}
      >
        {(control) => (
          <textarea
            {...control}
            rows={10}
            maxLength={vacancyLimits.descriptionMax}
            className={`${inputClasses} resize-y`}
            {...form.register('description')}
          />
        )}
      </FormField>
      <FormField
        label="Registration body (optional)"
        error={errors.registrationBody?.message}
        className="sm:max-w-xs"
      >
        {(control) => (
          <select {...control} className={inputClasses} {...form.register('registrationBody')}>
            <option value="">None required</option>
            {registrationBodies.map((body) => (
              <option key={body} value={body}>
                {registrationBodyLabels[body]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="Skills (optional)"
        hint={`${skillsHint} (${skillsOf(skills).length} listed)`}
        error={errors.skills?.message}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={`${inputClasses} resize-y`}
            {...form.register('skills')}
          />
        )}
      </FormField>
      <FormField label="Experience (optional)" error={errors.experienceBand?.message} className="sm:max-w-xs">
        {(control) => (
          <select {...control} className={inputClasses} {...form.register('experienceBand')}>
            <option value="">Any experience</option>
            {experienceBands.map((band) => (
              <option key={band} value={band}>
                {experienceBandLabels[band]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        {primary ? (
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : primary.label}
          </Button>
        ) : null}
        {others.map(({ intent, label: text }) => (
          <Button
            key={intent}
            variant="secondary"
            size="lg"
            disabled={isSubmitting}
            onClick={submitAs(intent)}
          >
            {text}
          </Button>
        ))}
        {actions}
      </div>
    </form>
  );
}

/** A radio group with its legend; the error, if any, is tied to the group. */
function Choices({
  legend,
  options,
  register,
  error,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  register: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-medium text-slate-900 text-sm">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-3 text-slate-800">
          <input
            type="radio"
            value={option.value}
            className="size-5 shrink-0 accent-brand-700"
            {...register}
          />
          {option.label}
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
