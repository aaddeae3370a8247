import type { ComponentProps } from 'react';
import { inputClasses } from './field-styles';
import { FormField } from './form-field';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  hint?: string;
  error?: string;
}

export function TextField({ label, hint, error, id, className = '', ...props }: TextFieldProps) {
  return (
    <FormField label={label} id={id} hint={hint} error={error} className={className}>
      {(control) => <input {...control} className={inputClasses} {...props} />}
    </FormField>
  );
}
