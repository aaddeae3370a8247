import { Building2, CircleCheck, Clock, Inbox, type LucideIcon, Mail, UserRound } from 'lucide-react';
import {
  type InboxStatus,
  type InboxType,
  inboxStatusLabels,
  inboxTypeLabels,
} from '../../../../shared/submissions/submissions-inbox.schemas';

const badge = 'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-semibold text-sm';

const typeIcons: Record<InboxType, LucideIcon> = { contact: Mail, employer: Building2, candidate: UserRound };
const statusLooks: Record<InboxStatus, { icon: LucideIcon; classes: string }> = {
  new: { icon: Inbox, classes: 'border-amber-300 bg-amber-50 text-amber-900' },
  in_progress: { icon: Clock, classes: 'border-sky-300 bg-sky-50 text-sky-900' },
  done: { icon: CircleCheck, classes: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
};

export function SubmissionTypeBadge({ type }: { type: InboxType }) {
  const Icon = typeIcons[type];
  return (
    <span className={`${badge} border-slate-300 bg-white text-slate-800`}>
      <Icon aria-hidden="true" className="size-4" />
      {inboxTypeLabels[type]}
    </span>
  );
}

/** Its label and an icon, never colour alone. */
export function SubmissionStatusBadge({ status }: { status: InboxStatus }) {
  const { icon: Icon, classes } = statusLooks[status];
  return (
    <span data-testid="submission-status" className={`${badge} ${classes}`}>
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">Status: </span>
      {inboxStatusLabels[status]}
    </span>
  );
}

export function SubmissionApprovedBadge() {
  return (
    <span className={`${badge} border-emerald-300 bg-emerald-50 text-emerald-900`}>
      <CircleCheck aria-hidden="true" className="size-4" />
      Approved
    </span>
  );
}
