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
import type { OpportunityStatus } from '../../../shared/marketplace/opportunity.schemas';
import { type OpportunityAudience, statusLabel } from './opportunity-wording';

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

interface OpportunityStatusBadgeProps {
  status: OpportunityStatus;
  audience: OpportunityAudience;
  /** Words read before the label by screen readers only ('Status: '). */
  spokenPrefix?: string;
  /** The stage in the reader's own words, where an application says more than its status. */
  label?: string | undefined;
}

/** An opportunity's stage as its reader knows it: the label and an icon, never colour alone. */
export function OpportunityStatusBadge({
  status,
  audience,
  spokenPrefix,
  label,
}: OpportunityStatusBadgeProps) {
  const { icon: Icon, classes } = looks[status];
  return (
    <span
      data-testid="opportunity-status"
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-semibold text-sm ${classes}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {spokenPrefix ? <span className="sr-only">{spokenPrefix}</span> : null}
      {label ?? statusLabel(status, audience)}
    </span>
  );
}
