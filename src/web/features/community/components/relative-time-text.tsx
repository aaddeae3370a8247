import { relativeTime } from '../../../lib/relative-time';
import { formatDateTime } from '../../../lib/uk-dates';

/** '5 minutes ago', with the exact date for machines and on hover. */
export function RelativeTimeText({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="text-slate-600 text-sm">
      {relativeTime(iso)}
    </time>
  );
}
