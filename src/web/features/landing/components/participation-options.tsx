import { Check } from 'lucide-react';
import { LinkButton } from '../../../components/ui/link-button';
import { participationOptions } from '../content/participation-options';

export function ParticipationOptions() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {participationOptions.map((option) => (
        <li
          key={option.id}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <p className="w-fit rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-900 text-xs">
            {option.badge}
          </p>
          <h3 className="mt-3 font-semibold text-lg text-slate-900">{option.title}</h3>
          <p className="mt-2 text-slate-700">{option.text}</p>
          <ul className="mt-4 flex-1 space-y-2 text-sm">
            {option.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {feature}
              </li>
            ))}
          </ul>
          <LinkButton to={option.action.to} className="mt-6">
            {option.action.label}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}
