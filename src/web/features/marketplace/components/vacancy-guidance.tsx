import { TriangleAlert } from 'lucide-react';
import type { EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { arrsGuidanceText, payAboveArrsText } from '../model/vacancy-display';

/** The ARRS maximum for the role, and a warning (in words, with an icon) when the pay is above it. */
export function VacancyGuidance({
  roleName,
  guidance,
}: {
  roleName: string;
  guidance: EmployerVacancy['arrsGuidance'] | undefined;
}) {
  const text = guidance ? arrsGuidanceText(roleName, guidance) : undefined;
  if (!guidance || !text) return null;
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="arrs-guidance">
      <p className="text-slate-700">{text}</p>
      {guidance.payAboveArrsMaximum ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">Warning: </strong>
            {payAboveArrsText}
          </span>
        </p>
      ) : null}
    </div>
  );
}
