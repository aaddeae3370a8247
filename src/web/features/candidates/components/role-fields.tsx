import type { ComponentProps } from 'react';
import { maxRolesOfInterest } from '../../../../shared/candidates/profile.constants';
import { arrsRoles, roleCategoryValues } from '../../../../shared/content/arrs-roles';
import { FieldError } from '../../../components/form/field-error';
import { inputClasses } from '../../../components/form/field-styles';
import { FormField } from '../../../components/form/form-field';

const categoryLabels: Record<(typeof roleCategoryValues)[number], string> = {
  clinical: 'Clinical',
  support: 'Clinical support',
  administrative: 'Administrative',
  community: 'Community',
  leadership: 'Leadership',
};

export function ArrsRoleSelect({
  label,
  error,
  ...props
}: ComponentProps<'select'> & { label: string; error?: string | undefined }) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <select {...control} className={inputClasses} {...props}>
          <option value="">Choose a role…</option>
          {roleCategoryValues.map((category) => (
            <optgroup key={category} label={categoryLabels[category]}>
              {arrsRoles
                .filter((role) => role.category === category)
                .map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function RolesOfInterestField({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const full = value.length >= maxRolesOfInterest;
  return (
    <fieldset aria-describedby="roles-of-interest-hint" className="flex flex-col gap-2">
      <legend className="font-medium text-slate-900 text-sm">Roles of interest (optional)</legend>
      <p id="roles-of-interest-hint" className="text-slate-600 text-sm">
        Other roles you would consider, up to {maxRolesOfInterest}. {value.length} chosen.
      </p>
      <div className="grid max-h-64 gap-1 overflow-y-auto rounded-md border border-slate-200 p-3 sm:grid-cols-2">
        {arrsRoles.map((role) => {
          const checked = value.includes(role.id);
          return (
            <label key={role.id} className="flex min-h-8 items-center gap-2 text-slate-800 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={checked}
                disabled={!checked && full}
                onChange={(event) =>
                  onChange(event.target.checked ? [...value, role.id] : value.filter((id) => id !== role.id))
                }
              />
              {role.name}
            </label>
          );
        })}
      </div>
      <FieldError id="roles-of-interest-error" message={error} />
    </fieldset>
  );
}
