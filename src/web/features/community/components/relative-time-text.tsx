import { relativeTime } from '../../../lib/relative-time';
import { formatDateTime } from '../../../lib/uk-dates';

export function RelativeTimeText({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="text-slate-600 text-sm">
      {relativeTime(iso)}
    </time>
  );
}
