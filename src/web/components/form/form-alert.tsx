import { CircleAlert, CircleCheck } from 'lucide-react';

interface FormAlertProps {
  message: string | undefined;
  tone?: 'error' | 'success';
  id?: string;
}

/** A message for the whole form, announced when it appears (errors assertively). */
export function FormAlert({ message, tone = 'error', id }: FormAlertProps) {
  if (!message) return null;
  const error = tone === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      id={id}
      role={error ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-md border p-3 text-sm ${error ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-800'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
