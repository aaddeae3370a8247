import type { UseFormRegisterReturn } from 'react-hook-form';
import type { SelfSignUpRole } from '../../../../shared/accounts/roles';

const choices: { value: SelfSignUpRole; label: string }[] = [
  { value: 'candidate', label: 'Healthcare Professional' },
  { value: 'employer', label: 'Employer/Organisation' },
];

interface RoleChoiceProps {
  /** The form's `role` field, registered on both radios. */
  field: UseFormRegisterReturn<'role'>;
  disabled?: boolean;
}

export function SignUpRoleChoice({ field, disabled }: RoleChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium text-slate-900 text-sm">I am joining as</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold"
          >
            <input
              type="radio"
              value={choice.value}
              disabled={disabled}
              className="size-4 accent-brand-700"
              {...field}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
