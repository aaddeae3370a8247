import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  organisationFormSchema,
  organisationTypeLabels,
  organisationTypes,
} from '../../../../shared/marketplace/organisation.schemas';
import { inputClasses } from '../../../components/form/field-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { type OrganisationFormValues, placeOfSaveError } from '../model/organisation-form-values';

export const odsCodeHint = '3–6 letters and numbers, e.g. Y12345';

interface OrganisationFormProps {
  label: string;
  defaultValues: Partial<OrganisationFormValues>;
  submitLabel: string;
  /** Saves the values; a rejection is shown under its field or above the form. */
  onSave: (values: OrganisationFormValues) => Promise<unknown>;
  /** An extra line under the ODS code (the owner is told that a new code is verified again). */
  odsCodeNote?: string | undefined;
  /** A note above the fields (a verified organisation's owner is told which changes wait for review). */
  intro?: string | undefined;
  actions?: ReactNode;
  focusFirstField?: boolean;
}

/** Checked in the browser by the shared schema the API uses, so the messages are the server's. */
export function OrganisationForm({
  label,
  defaultValues,
  submitLabel,
  onSave,
  odsCodeNote,
  intro,
  actions,
  focusFirstField = false,
}: OrganisationFormProps) {
  const form = useForm<OrganisationFormValues>({
    resolver: zodResolver(organisationFormSchema, undefined, { raw: true }),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;

  useEffect(() => {
    if (focusFirstField) setFocus('name');
  }, [focusFirstField, setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      const place = placeOfSaveError(error);
      if (place) form.setError(place.field, { message: place.message }, { shouldFocus: true });
      else form.setError('root.server', { message: errorMessageOf(error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />
      {intro ? <p className="text-slate-700 text-sm">{intro}</p> : null}
      <TextField
        label="Organisation name"
        autoComplete="organization"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField label="Type of organisation" error={errors.type?.message}>
        {(control) => (
          <select {...control} className={inputClasses} {...form.register('type')}>
            <option value="">Choose a type…</option>
            {organisationTypes.map((type) => (
              <option key={type} value={type}>
                {organisationTypeLabels[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label="ODS code"
        hint={odsCodeNote ? `${odsCodeHint}. ${odsCodeNote}` : odsCodeHint}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.odsCode?.message}
        {...form.register('odsCode')}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        error={errors.addressLine?.message}
        {...form.register('addressLine')}
      />
      <TextField
        label="Postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        className="sm:max-w-xs"
        error={errors.postcode?.message}
        {...form.register('postcode')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Contact person"
          autoComplete="name"
          error={errors.contactName?.message}
          {...form.register('contactName')}
        />
        <TextField
          label="Job title"
          autoComplete="organization-title"
          error={errors.jobTitle?.message}
          {...form.register('jobTitle')}
        />
      </div>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        className="sm:max-w-xs"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label="Website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        hint="Starting with https://"
        error={errors.website?.message}
        {...form.register('website')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
