import { Check, TriangleAlert, X } from 'lucide-react';
import type { PasswordSecurityResult } from '../../../shared/accounts/password-rules';
import { strengthDisplay } from './strength-display';

const barColours: Record<string, string> = {
  Weak: 'bg-red-600',
  Fair: 'bg-amber-500',
  Good: 'bg-sky-600',
  Strong: 'bg-emerald-600',
};

interface PasswordStrengthMeterProps {
  id: string;
  password: string;
  server?: PasswordSecurityResult;
}

/** The levels: docs/product/accounts.md#password-strength-meter. */
export function PasswordStrengthMeter({ id, password, server }: PasswordStrengthMeterProps) {
  if (password === '') return null;
  const display = strengthDisplay(password, server);
  return (
    <div id={id} className="flex flex-col gap-2 rounded-md bg-slate-50 p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <p aria-live="polite">
          Password strength: <strong>{display.level}</strong>
        </p>
        {display.serverScore !== undefined ? (
          <p className="text-slate-600">Security score: {display.serverScore}</p>
        ) : null}
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className={`h-full ${barColours[display.level]}`} style={{ width: `${display.score}%` }} />
      </div>
      <ul className="grid gap-1 sm:grid-cols-2" aria-label="Password requirements">
        {display.requirements.map((requirement) => (
          <li
            key={requirement.id}
            className={`flex items-center gap-1.5 ${requirement.met ? 'text-emerald-800' : 'text-slate-600'}`}
          >
            {requirement.met ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <X aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span>
              {requirement.label}
              <span className="sr-only">{requirement.met ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        ))}
      </ul>
      {display.warnings.length > 0 ? (
        <ul className="flex flex-col gap-1 text-amber-800">
          {display.warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-1.5">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {warning}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
