import { Building2, CheckCircle2, UserRound } from 'lucide-react';
import { valueProposition } from '../content/landing-sections';

export function ValueProposition() {
  const sides = [
    { ...valueProposition.professionals, Icon: UserRound },
    { ...valueProposition.employers, Icon: Building2 },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {sides.map(({ title, points, Icon }) => (
        <div key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900 text-xl">
            <Icon aria-hidden="true" className="size-6 text-brand-700" />
            {title}
          </h3>
          <ul className="mt-4 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-2 text-slate-800">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
