import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatUkPhone, mobileHint } from '../../../../shared/accounts/uk-phone';
import {
  type CandidateProfile,
  employmentTypeLabels,
  employmentTypes,
  experienceBandLabels,
  experienceBands,
  maxSessionsPerWeek,
  minSessionsPerWeek,
  type ProfilePatchInput,
  profilePatchSchema,
  straplineMaxLength,
} from '../../../../shared/candidates/profile.schemas';
import { ArrsRoleSelect } from '../../../components/form/arrs-role-select';
import { CharacterCount } from '../../../components/form/character-count';
import { inputClasses } from '../../../components/form/field-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useUpdateProfile } from '../api/candidate-profile';
import { nullIfBlank, numberOrNull } from '../model/form-values';
import { AvailabilityFields } from './availability-fields';
import { RolesOfInterestField } from './roles-of-interest-field';

function valuesOf(profile: CandidateProfile): ProfilePatchInput {
  return {
    strapline: profile.strapline ?? '',
    arrsRole: profile.arrsRole,
    rolesOfInterest: profile.rolesOfInterest,
    experienceBand: profile.experienceBand,
    availableFrom: profile.availableFrom,
    sessionsPerWeek: profile.sessionsPerWeek,
    workRadiusKm: profile.workRadiusKm,
    homePostcode: profile.homePostcode ?? '',
    employmentTypes: profile.employmentTypes,
    contactEmail: profile.contactEmail ?? '',
    mobilePhone: profile.mobilePhone ?? '',
  };
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <fieldset
      id={id}
      className="flex scroll-mt-24 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <legend className="px-1 font-semibold text-lg text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

export function ProfileDetailsForm({ profile }: { profile: CandidateProfile }) {
  const update = useUpdateProfile();
  const form = useForm<ProfilePatchInput>({
    resolver: zodResolver(profilePatchSchema, undefined, { raw: true }),
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;
  const strapline = form.watch('strapline') ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(valuesOf(saved.profile));
      notify.success('Profile saved');
    } catch {
      // Shown by the alert.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile details" className="flex flex-col gap-6">
      <Group id="details" title="About you">
        <FormField
          label="Strapline"
          error={errors.strapline?.message}
          hint={<CharacterCount length={strapline.length} limit={straplineMaxLength} />}
        >
          {(control) => (
            <input
              {...control}
              className={inputClasses}
              maxLength={straplineMaxLength}
              placeholder="e.g. Independent prescriber with 6 years in PCNs"
              {...form.register('strapline')}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <ArrsRoleSelect
            label="ARRS role"
            emptyLabel="Choose a role…"
            error={errors.arrsRole?.message}
            {...form.register('arrsRole', { setValueAs: nullIfBlank })}
          />
          <FormField label="Experience" error={errors.experienceBand?.message}>
            {(control) => (
              <select
                {...control}
                className={inputClasses}
                {...form.register('experienceBand', { setValueAs: nullIfBlank })}
              >
                <option value="">Choose…</option>
                {experienceBands.map((band) => (
                  <option key={band} value={band}>
                    {experienceBandLabels[band]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="rolesOfInterest"
          render={({ field, fieldState }) => (
            <RolesOfInterestField
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Group>

      <Group id="availability" title="Availability and location">
        <AvailabilityFields register={form.register} errors={errors} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Sessions a week you want to work"
            type="number"
            inputMode="numeric"
            min={minSessionsPerWeek}
            max={maxSessionsPerWeek}
            hint="Optional. A session is half a day; 10 is full time."
            error={errors.sessionsPerWeek?.message}
            {...form.register('sessionsPerWeek', { setValueAs: numberOrNull })}
          />
        </div>
        <Controller
          control={form.control}
          name="employmentTypes"
          render={({ field }) => (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-medium text-slate-900 text-sm">Employment types</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {employmentTypes.map((type) => {
                  const value = field.value ?? [];
                  return (
                    <label key={type} className="flex min-h-8 items-center gap-2 text-slate-800 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        checked={value.includes(type)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked ? [...value, type] : value.filter((item) => item !== type),
                          )
                        }
                      />
                      {employmentTypeLabels[type]}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          )}
        />
      </Group>

      <Group id="contact" title="Contact details">
        <p className="text-slate-600 text-sm">
          Shared with an employer only after you approve an opportunity from them.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Contact e-mail"
            type="email"
            autoComplete="email"
            error={errors.contactEmail?.message}
            {...form.register('contactEmail')}
          />
          <TextField
            label="Mobile phone"
            type="tel"
            autoComplete="tel"
            hint={mobileHint}
            error={errors.mobilePhone?.message}
            {...form.register('mobilePhone', {
              onChange: (event: { target: { value: string } }) =>
                form.setValue('mobilePhone', formatUkPhone(event.target.value)),
            })}
          />
        </div>
      </Group>

      {update.isError ? <FormAlert message={errorMessageOf(update.error)} /> : null}
      <div className="sticky bottom-0 flex justify-end border-slate-200 border-t bg-white/95 py-3">
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
