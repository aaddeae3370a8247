import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  type LengthUnit,
  lengthUnitLabels,
  lengthUnits,
} from '../../../shared/marketplace/locum-terms.schemas';
import { TextField } from '../form/text-field';

interface LocumTermsFieldsProps {
  daysPerWeek: UseFormRegisterReturn;
  lengthUnit: UseFormRegisterReturn;
  length: UseFormRegisterReturn;
  /** The unit chosen now, which names the length field. */
  unit: LengthUnit;
  errors: { daysPerWeek?: string | undefined; length?: string | undefined };
  readOnly?: boolean;
}

/** Where an organisation sends an opportunity and where the team records a placement. */
export function LocumTermsFields({
  daysPerWeek,
  lengthUnit,
  length,
  unit,
  errors,
  readOnly = false,
}: LocumTermsFieldsProps) {
  const legendId = useId();
  return (
    <fieldset
      aria-labelledby={legendId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <legend id={legendId} className="px-1 font-medium text-slate-900 text-sm">
        Locum terms
      </legend>
      <TextField
        label="Days a week"
        hint="Half days are allowed, e.g. 2.5 for five sessions."
        inputMode="decimal"
        autoComplete="off"
        className="sm:max-w-xs"
        readOnly={readOnly}
        error={errors.daysPerWeek}
        {...daysPerWeek}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium text-slate-900 text-sm">How long</legend>
        <div className="flex flex-wrap gap-x-6">
          {lengthUnits.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="radio"
                value={value}
                disabled={readOnly}
                className="size-4 accent-brand-700"
                {...lengthUnit}
              />
              {lengthUnitLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={unit === 'weeks' ? 'Length in weeks' : 'Expected number of days'}
        hint={unit === 'weeks' ? 'Whole weeks, from 1 to 104.' : 'All the days expected, e.g. 60.'}
        inputMode="decimal"
        autoComplete="off"
        className="sm:max-w-xs"
        readOnly={readOnly}
        error={errors.length}
        {...length}
      />
    </fieldset>
  );
}
