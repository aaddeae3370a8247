import { ChevronDown, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import {
  employmentTypeLabels,
  employmentTypes,
  experienceBandLabels,
  experienceBands,
  tierLabels,
} from '../../../../shared/candidates/profile.schemas';
import { registrationBodies, registrationBodyLabels } from '../../../../shared/candidates/uploads';
import { maxSearchRadiusKm, searchableTiers } from '../../../../shared/marketplace/search.schemas';
import { ArrsRoleSelect } from '../../../components/form/arrs-role-select';
import { inputClasses } from '../../../components/form/field-styles';
import { FormField } from '../../../components/form/form-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import {
  emptySearchFilters,
  filtersFromForm,
  filtersFromParams,
  formValuesOf,
  hasMoreFilters,
  paramsFromFilters,
  type SearchFilters,
  type SearchFormValues,
} from '../model/search-filters';

/** The fields always shown; the others are under 'More filters'. */
const unfoldedFields: readonly (keyof SearchFormValues)[] = ['role', 'postcode', 'radiusKm'];

interface SearchFiltersFormProps {
  filters: SearchFilters;
  homeDistrict: string | undefined;
  /** A message of the API about the postcode of the current search, shown under that field. */
  postcodeError: string | undefined;
  onSearch: (filters: SearchFilters) => void;
}

function CheckboxGroup<T extends string>({
  legend,
  name,
  values,
  labels,
  register,
}: {
  legend: string;
  name: 'employmentTypes' | 'experienceBands';
  values: readonly T[];
  labels: Record<T, string>;
  register: UseFormRegister<SearchFormValues>;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium text-slate-900 text-sm">{legend}</legend>
      {values.map((value) => (
        <label key={value} className="flex min-h-9 items-center gap-2 text-slate-800 text-sm">
          <input type="checkbox" value={value} className="size-4 accent-brand-700" {...register(name)} />
          {labels[value]}
        </label>
      ))}
    </fieldset>
  );
}

/** The API's own query schema checks them first, so its messages show under their fields. */
export function SearchFiltersForm({
  filters,
  homeDistrict,
  postcodeError,
  onSearch,
}: SearchFiltersFormProps) {
  const form = useForm<SearchFormValues>({ defaultValues: formValuesOf(filters) });
  const { errors } = form.formState;
  const { register, reset } = form;
  // Role and place come first; the rest folds away (a long form on a phone) unless the search uses it.
  const [moreOpen] = useState(() => hasMoreFilters(filters));
  const more = useRef<HTMLDetailsElement>(null);

  // Back, forward and links change the address: the form then shows the filters of the results.
  const shown = paramsFromFilters({ ...filters, page: 1 }).toString();
  useEffect(() => {
    reset(formValuesOf(filtersFromParams(new URLSearchParams(shown))));
  }, [shown, reset]);

  const onSubmit = form.handleSubmit((values) => {
    const result = filtersFromForm(values);
    if (result.problems) {
      // A problem in a folded field: unfold it, so the message is seen and the field can take focus.
      if (result.problems.some(({ field }) => !unfoldedFields.includes(field)) && more.current) {
        more.current.open = true;
      }
      for (const { field, message } of result.problems) {
        form.setError(field, { message }, { shouldFocus: true });
      }
      return;
    }
    onSearch(result.filters);
  });

  const clear = () => {
    form.reset(formValuesOf(emptySearchFilters));
    onSearch(emptySearchFilters);
  };

  const postcodeHint = homeDistrict
    ? `A postcode or district, e.g. LS6. Leave blank to search from your organisation (${homeDistrict}).`
    : 'A postcode or district, e.g. LS6. Leave blank to search from your organisation.';

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Search filters"
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5"
    >
      <ArrsRoleSelect
        label="Role"
        emptyLabel="Any role"
        hint="Matches the professional’s ARRS role or a role they are interested in."
        {...register('role')}
      />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr] lg:grid-cols-1 xl:grid-cols-[2fr_1fr]">
        <TextField
          label="Postcode"
          hint={postcodeHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          error={errors.postcode?.message ?? postcodeError}
          {...register('postcode')}
        />
        <TextField
          label="Distance (km)"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxSearchRadiusKm}
          error={errors.radiusKm?.message}
          {...register('radiusKm')}
        />
      </div>
      <details ref={more} open={moreOpen} className="group rounded-md border border-slate-200">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-md px-3 font-medium text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-brand-700">
          More filters
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="flex flex-col gap-5 px-3 pt-2 pb-4">
          <FormField label="Profile tier">
            {(control) => (
              <select {...control} className={inputClasses} {...register('tier')}>
                <option value="">Any tier</option>
                {searchableTiers.map((tier) => (
                  <option key={tier} value={tier}>
                    {tierLabels[tier].label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextField
            label="Available by"
            type="date"
            hint="Professionals free to start on or before this date."
            error={errors.availableBy?.message}
            {...register('availableBy')}
          />
          <CheckboxGroup
            legend="Employment type"
            name="employmentTypes"
            values={employmentTypes}
            labels={employmentTypeLabels}
            register={register}
          />
          <CheckboxGroup
            legend="Experience"
            name="experienceBands"
            values={experienceBands}
            labels={experienceBandLabels}
            register={register}
          />
          <FormField label="Registration body">
            {(control) => (
              <select {...control} className={inputClasses} {...register('registrationBody')}>
                <option value="">Any registration body</option>
                {registrationBodies.map((body) => (
                  <option key={body} value={body}>
                    {registrationBodyLabels[body]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextField
            label="Qualification"
            hint="Part of a qualification’s title, e.g. prescribing."
            maxLength={80}
            error={errors.qualification?.message}
            {...register('qualification')}
          />
        </div>
      </details>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
        <Button variant="secondary" onClick={clear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
