import { type ComponentProps, type ReactNode, useId } from 'react';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The label; may hold links (they stay separately clickable). */
  children: ReactNode;
  invalid?: boolean;
}

export function CheckboxField({ children, invalid, id, className = '', ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={`flex min-h-11 items-start gap-3 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        aria-invalid={invalid ? true : undefined}
        className="mt-1 size-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        {...props}
      />
      <label htmlFor={inputId} className="text-sm text-slate-800">
        {children}
      </label>
    </div>
  );
}
