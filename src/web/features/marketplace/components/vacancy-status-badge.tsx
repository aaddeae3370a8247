import { CircleCheck, CirclePause, CircleX, type LucideIcon, PencilLine } from 'lucide-react';
import { type VacancyStatus, vacancyStatusLabels } from '../../../../shared/marketplace/vacancy.constants';

const looks: Record<VacancyStatus, { icon: LucideIcon; classes: string }> = {
  draft: { icon: PencilLine, classes: 'border-slate-300 bg-slate-50 text-slate-800' },
  open: { icon: CircleCheck, classes: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  paused: { icon: CirclePause, classes: 'border-amber-300 bg-amber-50 text-amber-900' },
  closed: { icon: CircleX, classes: 'border-slate-400 bg-slate-100 text-slate-800' },
};

/** The status in words with an icon: never colour alone. */
export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const { icon: Icon, classes } = looks[status];
  return (
    <span
      data-testid="vacancy-status"
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-semibold text-sm ${classes}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {vacancyStatusLabels[status]}
    </span>
  );
}
