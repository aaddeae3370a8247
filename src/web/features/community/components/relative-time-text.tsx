import { relativeTime } from '../../../lib/relative-time';

const fullDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function RelativeTimeText({ iso }: { iso: string }) {
  const date = new Date(iso);
  const exact = Number.isNaN(date.getTime()) ? undefined : fullDate.format(date);
  return (
    <time dateTime={iso} title={exact} className="text-slate-600 text-sm">
      {relativeTime(iso)}
    </time>
  );
}
