import { inputClasses } from '../../../components/form/field-styles';
import { FormField } from '../../../components/form/form-field';

interface AdminSelectFieldProps {
  label: string;
  name: string;
  value: string;
  /** The first choice, meaning no filter. */
  emptyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

export function AdminSelectField({
  label,
  name,
  value,
  emptyLabel,
  options,
  onChange,
}: AdminSelectFieldProps) {
  return (
    <FormField label={label}>
      {(control) => (
        <select
          {...control}
          name={name}
          className={inputClasses}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
