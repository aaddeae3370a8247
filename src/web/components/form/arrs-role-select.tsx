import type { ComponentProps } from 'react';
import { arrsRoles, type RoleCategory, roleCategoryValues } from '../../../shared/content/arrs-roles';
import { inputClasses } from './field-styles';
import { FormField } from './form-field';

const categoryLabels: Record<RoleCategory, string> = {
  clinical: 'Clinical',
  support: 'Clinical support',
  administrative: 'Administrative',
  community: 'Community',
  leadership: 'Leadership',
};

interface ArrsRoleSelectProps extends ComponentProps<'select'> {
  label: string;
  /** The first option, whose value is '': a prompt ('Choose a role…') or a choice ('Any role'). */
  emptyLabel: string;
  hint?: string;
  error?: string | undefined;
}

export function ArrsRoleSelect({ label, emptyLabel, hint, error, ...props }: ArrsRoleSelectProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} className={inputClasses} {...props}>
          <option value="">{emptyLabel}</option>
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
