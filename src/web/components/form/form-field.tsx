import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error';
import { describedBy, labelClasses } from './field-styles';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  id?: string | undefined;
  /** A line under the control that describes it: a hint or a character counter. */
  hint?: ReactNode;
  hintClassName?: string;
  error?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The hint and error tied to the control with aria-describedby, the error also marking it aria-invalid. */
export function FormField({
  label,
  id,
  hint,
  hintClassName = '',
  error,
  className = '',
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`.trim()}>
      <label htmlFor={controlId} className={labelClasses}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, errorId),
      })}
      {hint ? (
        <p id={hintId} className={`text-sm text-slate-600 ${hintClassName}`.trim()}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${controlId}-error`} message={error} />
    </div>
  );
}
