import { ChevronDown, Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import {
  type JobsBoardProblem,
  type JobsFilterValues,
  jobsBoardHref,
  jobsFilterValuesOf,
} from '../../../../../shared/marketplace/jobs-board';
import {
  type JobsFilterField,
  jobSortLabels,
  jobSorts,
  jobsRadiusChoicesKm,
  jobsRadiusDefaultKm,
  postedWithinChoices,
} from '../../../../../shared/marketplace/jobs-board.constants';
import {
  vacancyEmploymentTypeLabels,
  vacancyEmploymentTypes,
} from '../../../../../shared/marketplace/vacancy.constants';
import { paths } from '../../../../../shared/routing/paths';
import { ArrsRoleSelect } from '../../../../components/form/arrs-role-select';
import { inputClasses } from '../../../../components/form/field-styles';
import { FormField } from '../../../../components/form/form-field';
import { TextField } from '../../../../components/form/text-field';
import { Button } from '../../../../components/ui/button';
import { AppLink, useAppNavigate } from '../../../../lib/navigation/navigation';

const payBasisLabels = { annual_salary: 'Salary', day_rate: 'Day rate' } as const;

/** The filters folded under 'More filters' on a narrow screen unless the search uses one. */
const foldedFields: readonly JobsFilterField[] = [
  'employmentType',
  'payBasis',
  'minPay',
  'maxSessionsPerWeek',
  'maxHoursPerWeek',
  'postedWithinDays',
];

function SelectField({
  label,
  name,
  value,
  error,
  children,
}: {
  label: string;
  name: JobsFilterField;
  value: string | undefined;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <select {...control} name={name} defaultValue={value ?? ''} className={inputClasses}>
          {children}
        </select>
      )}
    </FormField>
  );
}

/**
 * A plain form that asks for the board's address with its filters: it works without JavaScript (the
 * server renders the answer); with it, the same address is followed without the blanks.
 */
export function JobsFilterForm({
  filters,
  problem,
}: {
  filters: JobsFilterValues;
  problem?: JobsBoardProblem;
}) {
  const navigate = useAppNavigate();
  const errorOf = (field: JobsFilterField) => (problem?.field === field ? problem.message : undefined);
  const unfolded = foldedFields.some((field) => filters[field] !== undefined || problem?.field === field);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    navigate(jobsBoardHref(jobsFilterValuesOf((field) => form.get(field))));
  };
  return (
    <form
      method="get"
      action={paths.platform.jobs}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="jobs-filters-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="jobs-filters-heading" className="font-semibold text-lg text-slate-900">
        Search jobs
      </h2>
      <ArrsRoleSelect
        label="Role"
        emptyLabel="Any role"
        name="role"
        defaultValue={filters.role ?? ''}
        error={errorOf('role')}
      />
      <TextField
        label="Postcode or district"
        hint="e.g. LS6 2AA or LS6"
        name="postcode"
        defaultValue={filters.postcode ?? ''}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        error={errorOf('postcode')}
      />
      <SelectField
        label="Distance"
        name="radiusKm"
        value={filters.radiusKm ?? String(jobsRadiusDefaultKm)}
        error={errorOf('radiusKm')}
      >
        {jobsRadiusChoicesKm.map((km) => (
          <option key={km} value={km}>
            Within {km} km
          </option>
        ))}
      </SelectField>
      <SelectField label="Sort" name="sort" value={filters.sort} error={errorOf('sort')}>
        {jobSorts.map((sort) => (
          <option key={sort} value={sort}>
            {jobSortLabels[sort]}
          </option>
        ))}
      </SelectField>
      <details open={unfolded} className="group rounded-md border border-slate-200">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 rounded-md px-3 font-medium text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-brand-700">
          More filters
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="flex flex-col gap-4 px-3 pt-2 pb-4">
          <SelectField
            label="Employment type"
            name="employmentType"
            value={filters.employmentType}
            error={errorOf('employmentType')}
          >
            <option value="">Any type</option>
            {vacancyEmploymentTypes.map((type) => (
              <option key={type} value={type}>
                {vacancyEmploymentTypeLabels[type]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Pay" name="payBasis" value={filters.payBasis} error={errorOf('payBasis')}>
            <option value="">Any pay</option>
            {Object.entries(payBasisLabels).map(([basis, label]) => (
              <option key={basis} value={basis}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Lowest pay (£)"
            hint="A year for a salary, a day for a day rate, in whole pounds"
            name="minPay"
            inputMode="numeric"
            defaultValue={filters.minPay ?? ''}
            error={errorOf('minPay')}
          />
          <TextField
            label="Most sessions a week"
            name="maxSessionsPerWeek"
            inputMode="decimal"
            defaultValue={filters.maxSessionsPerWeek ?? ''}
            error={errorOf('maxSessionsPerWeek')}
          />
          <TextField
            label="Most hours a week"
            name="maxHoursPerWeek"
            inputMode="decimal"
            defaultValue={filters.maxHoursPerWeek ?? ''}
            error={errorOf('maxHoursPerWeek')}
          />
          <SelectField
            label="Posted"
            name="postedWithinDays"
            value={filters.postedWithinDays}
            error={errorOf('postedWithinDays')}
          >
            <option value="">At any time</option>
            {postedWithinChoices.map(({ days, label }) => (
              <option key={days} value={days}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
      </details>
      {filters.pageSize ? <input type="hidden" name="pageSize" value={filters.pageSize} /> : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Search jobs
        </Button>
        <AppLink
          to={paths.platform.jobs}
          className="rounded text-brand-700 text-sm underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Clear filters
        </AppLink>
      </div>
    </form>
  );
}
