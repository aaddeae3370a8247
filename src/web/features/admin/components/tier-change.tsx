import { useId, useState } from 'react';
import { type ProfileTier, profileTiers, tierDetails } from '../../../../shared/accounts/roles';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { Button } from '../../../components/ui/button';

interface TierChangeProps {
  current: ProfileTier;
  busy: boolean;
  onSave: (tier: ProfileTier) => void;
}

export function TierChange({ current, busy, onSave }: TierChangeProps) {
  const id = useId();
  const [tier, setTier] = useState<ProfileTier>(current);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={labelClasses}>
          Tier
        </label>
        <select
          id={id}
          value={tier}
          onChange={(event) =>
            setTier(profileTiers.find((choice) => choice === event.target.value) ?? current)
          }
          className={`${inputClasses} w-auto`}
          disabled={busy}
        >
          {profileTiers.map((choice) => (
            <option key={choice} value={choice}>
              {tierDetails[choice].label}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" disabled={busy || tier === current} onClick={() => onSave(tier)}>
        Change tier
      </Button>
    </div>
  );
}
