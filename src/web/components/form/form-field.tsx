import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error';
import { describedBy, labelClasses } from './field-styles';

/** What the control of a FormField carries so that its label, hint and error reach screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** The control's id, generated when absent; the hint and error ids are made from it. */
  id?: string | undefined;
  /** A line under the control that describes it: a hint or a character counter. */
  hint?: ReactNode;
  hintClassName?: string;
  error?: string | undefined;
  className?: string;
  /** Renders the control (input, select, textarea); spread `control` on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field: label, control, optional hint and error message, the hint and error tied to the
 * control with aria-describedby and the error also marking it aria-invalid.
 */
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
