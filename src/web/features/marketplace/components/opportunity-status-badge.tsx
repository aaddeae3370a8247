import {
  Archive,
  BadgeCheck,
  CircleCheck,
  CircleX,
  Clock,
  Handshake,
  type LucideIcon,
  MessagesSquare,
} from 'lucide-react';
import {
  type OpportunityStatus,
  opportunityStatusLabels,
} from '../../../../shared/marketplace/opportunity.schemas';

const ended = { icon: CircleX, classes: 'border-slate-300 bg-slate-100 text-slate-800' };
const looks: Record<OpportunityStatus, { icon: LucideIcon; classes: string }> = {
  sent: { icon: Clock, classes: 'border-amber-300 bg-amber-50 text-amber-900' },
  approved: { icon: CircleCheck, classes: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  declined: ended,
  expired: ended,
  withdrawn: ended,
  introduced: { icon: Handshake, classes: 'border-sky-300 bg-sky-50 text-sky-900' },
  interviewing: { icon: MessagesSquare, classes: 'border-sky-300 bg-sky-50 text-sky-900' },
  placed: { icon: BadgeCheck, classes: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  closed: { icon: Archive, classes: 'border-slate-300 bg-slate-100 text-slate-800' },
};

/** Its label and an icon, never colour alone. */
export function OpportunityStatusBadge({ status }: { status: OpportunityStatus }) {
  const { icon: Icon, classes } = looks[status];
  return (
    <span
      data-testid="opportunity-status"
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-semibold text-sm ${classes}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {opportunityStatusLabels[status]}
    </span>
  );
}
