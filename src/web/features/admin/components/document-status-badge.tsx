import { CircleCheck, CircleX, Clock, History, type LucideIcon } from 'lucide-react';
import { type DocumentStatus, documentStatusLabels } from '../../../../shared/candidates/uploads';

const looks: Record<DocumentStatus, { icon: LucideIcon; classes: string }> = {
  pending: { icon: Clock, classes: 'border-amber-300 bg-amber-50 text-amber-900' },
  verified: { icon: CircleCheck, classes: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  rejected: { icon: CircleX, classes: 'border-red-300 bg-red-50 text-red-900' },
  expired: { icon: History, classes: 'border-slate-300 bg-slate-100 text-slate-800' },
};

/** A document's verification status: its label and an icon, never colour alone. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { icon: Icon, classes } = looks[status];
  return (
    <span
      data-testid="document-status"
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-semibold text-sm ${classes}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {documentStatusLabels[status]}
    </span>
  );
}
