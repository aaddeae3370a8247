import { relativeTime } from '../../../lib/relative-time';

const fullDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** '5 minutes ago', with the exact date for machines and on hover. */
export function RelativeTimeText({ iso }: { iso: string }) {
  const date = new Date(iso);
  const exact = Number.isNaN(date.getTime()) ? undefined : fullDate.format(date);
  return (
    <time dateTime={iso} title={exact} className="text-slate-600 text-sm">
      {relativeTime(iso)}
    </time>
  );
}
