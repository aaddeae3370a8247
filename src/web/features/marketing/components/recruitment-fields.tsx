import { employmentTypes } from '../../../../shared/submissions/submission.schemas';
import { CharacterCount } from '../../../components/form/character-count';
import { inputClasses } from '../../../components/form/field-styles';
import { FormField } from '../../../components/form/form-field';

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
  return (
    <FormField label="Employment type">
      {(control) => (
        <select
          {...control}
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
      )}
    </FormField>
  );
}

interface DescriptionFieldProps {
  label: string;
  value: string;
  limit: number;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A textarea capped at `limit` characters with its N/limit counter. */
export function DescriptionField({ label, value, limit, error, onChange }: DescriptionFieldProps) {
  return (
    <FormField
      label={label}
      hint={<CharacterCount length={value.length} limit={limit} />}
      hintClassName="text-right"
      error={error}
    >
      {(control) => (
        <textarea
          {...control}
          rows={5}
          maxLength={limit}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClasses}
        />
      )}
    </FormField>
  );
}
