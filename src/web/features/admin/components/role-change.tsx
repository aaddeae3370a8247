import { useId, useState } from 'react';
import { type Role, roleLabels } from '../../../../shared/accounts/roles';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { Button } from '../../../components/ui/button';

interface RoleChangeProps {
  current: Role;
  options: readonly Role[];
  busy: boolean;
  onSave: (role: Role) => void;
}

/** Admin roles are offered to a master_admin only. */
export function RoleChange({ current, options, busy, onSave }: RoleChangeProps) {
  const id = useId();
  const [role, setRole] = useState<Role>(current);
  const choices = options.includes(current) ? options : [current, ...options];
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={labelClasses}>
          Role
        </label>
        <select
          id={id}
          value={role}
          onChange={(event) => setRole(choices.find((choice) => choice === event.target.value) ?? current)}
          className={`${inputClasses} w-auto`}
          disabled={busy}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {roleLabels[choice]}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" disabled={busy || role === current} onClick={() => onSave(role)}>
        Change role
      </Button>
    </div>
  );
}
