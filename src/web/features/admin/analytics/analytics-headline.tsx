import { Link } from 'react-router';
import { paths } from '../../../../shared/routing/paths';
import { describeChange, formatCount, formatPercent, presetRange, utcToday } from './analytics-format';
import { useAnalyticsOverview } from './api/analytics-queries';

/** No chart, so the admin dashboard does not load recharts. */
export function AnalyticsHeadline() {
  const overview = useAnalyticsOverview({ ...presetRange(7, utcToday()), site: 'all' });
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-slate-600 text-sm">Both sites, against the 7 days before.</p>
        <Link
          to={paths.platform.adminAnalytics}
          className="font-semibold text-brand-800 text-sm underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Open analytics
        </Link>
      </div>
      {overview.isPending ? (
        <p role="status" className="text-slate-600 text-sm">
          Loading...
        </p>
      ) : overview.isError ? (
        <p className="text-slate-700 text-sm">Analytics temporarily unavailable</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ['Visitors', 'visitors'],
              ['Visits', 'sessions'],
              ['Page views', 'pageViews'],
            ] as const
          ).map(([label, key]) => (
            <div key={key}>
              <dt className="text-slate-600 text-sm">{label}</dt>
              <dd className="font-bold text-slate-900 text-xl">
                {formatCount(overview.data.current.totals[key])}
              </dd>
              <dd className="text-slate-600 text-xs">
                {
                  describeChange(
                    overview.data.current.totals[key],
                    overview.data.previous?.totals[key] ?? null,
                  ).text
                }
              </dd>
            </div>
          ))}
          <div>
            <dt className="text-slate-600 text-sm">Bounce rate</dt>
            <dd className="font-bold text-slate-900 text-xl">
              {formatPercent(overview.data.current.totals.bounceRate)}
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
