import { type ProfileTier, profileTiers } from '../../../shared/accounts/roles';
import { tierDescriptions, tierLabels } from '../../../shared/candidates/profile.constants';

export function TierChoice({
  value,
  onChange,
  name = 'profileTier',
  legend = 'How do you want to use ARRS Place?',
}: {
  value: ProfileTier;
  onChange: (tier: ProfileTier) => void;
  name?: string;
  legend?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-slate-900 text-sm">{legend}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {profileTiers.map((tier) => (
          <label
            key={tier}
            className="flex cursor-pointer flex-col gap-1 rounded-lg border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <input
                  type="radio"
                  name={name}
                  value={tier}
                  checked={value === tier}
                  onChange={() => onChange(tier)}
                  className="size-4 accent-brand-700"
                />
                {tierLabels[tier].label}
              </span>
              <TierBadge tier={tier} />
            </span>
            <span className="text-slate-600 text-sm">{tierDescriptions[tier]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TierBadge({ tier }: { tier: ProfileTier }) {
  return (
    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 text-xs">
      {tierLabels[tier].badge}
    </span>
  );
}
