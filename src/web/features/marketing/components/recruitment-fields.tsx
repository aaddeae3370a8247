import { useId } from 'react';
import { employmentTypes } from '../../../../shared/submissions/submission.schemas';
import { describedBy, inputClasses, labelClasses } from '../../../components/form/field-styles';

type EmploymentType = (typeof employmentTypes)[number];

const employmentTypeLabels: Record<EmploymentType, string> = {
  substantive: 'Substantive',
  sessional: 'Sessional',
};

function isEmploymentType(value: string): value is EmploymentType {
  return employmentTypes.some((type) => type === value);
}

export function EmploymentTypeField({
  value,
  onChange,
}: {
  value: EmploymentType;
  onChange: (value: EmploymentType) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClasses}>
        Employment type
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isEmploymentType(event.target.value)) onChange(event.target.value);
        }}
        className={inputClasses}
      >
        {employmentTypes.map((type) => (
          <option key={type} value={type}>
            {employmentTypeLabels[type]}
          </option>
        ))}
      </select>
    </div>
  );
}

interface DescriptionFieldProps {
  label: string;
  value: string;
  limit: number;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A textarea capped at `limit` characters with its N/limit counter (spec §5: description ≤ 1000). */
export function DescriptionField({ label, value, limit, error, onChange }: DescriptionFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={id}
        rows={5}
        maxLength={limit}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-counter`, error ? `${id}-error` : undefined)}
        className={inputClasses}
      />
      <p id={`${id}-counter`} className="text-right text-slate-600 text-sm">
        {value.length}/{limit}
        <span className="sr-only"> characters</span>
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
