import { CircleCheck, EyeOff, ShieldAlert } from 'lucide-react';
import type { ModerationQueueItem } from '../../../../shared/community/community.schemas';
import { statusLabel } from '../model/moderation-choices';

const looks = {
  published: { Icon: CircleCheck, classes: 'border-emerald-200 bg-emerald-50 text-emerald-800' },
  auto_hidden: { Icon: ShieldAlert, classes: 'border-amber-200 bg-amber-50 text-amber-900' },
  hidden: { Icon: EyeOff, classes: 'border-slate-300 bg-slate-100 text-slate-800' },
} as const;

/** The item's status as an icon and words; the colour only repeats what the words say. */
export function ModerationStatusBadge({
  item,
}: {
  item: Pick<ModerationQueueItem, 'status' | 'openReports'>;
}) {
  const { Icon, classes } = looks[item.status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-medium text-xs ${classes}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {statusLabel(item)}
    </span>
  );
}
