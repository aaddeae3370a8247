import { ArrowDown, ArrowRight, ArrowUp, RotateCcw } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import type {
  AnalyticsDimension,
  AnalyticsOverview,
  AnalyticsTotals,
} from '../../../../shared/analytics/dashboard.schemas';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/uk-dates';
import {
  describeChange,
  formatCount,
  formatDuration,
  formatPercent,
  funnelStepLabels,
} from './analytics-format';
import {
  type AnalyticsRange,
  useAnalyticsBreakdown,
  useAnalyticsFunnel,
  useAnalyticsRealtime,
} from './api/analytics-queries';

/** recharts is fetched only when this chart first shows. */
const VisitsChart = lazy(() => import('./visits-chart'));

/** A named region the keyboard can reach, so it scrolls without a mouse (WCAG 2.1.1). */
function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
      tabIndex={0}
      className={`overflow-auto focus-visible:outline-2 focus-visible:outline-brand-700 ${className ?? ''}`}
    >
      {children}
    </section>
  );
}

export const unavailableText = 'Analytics temporarily unavailable';

export function AnalyticsUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <p className="font-semibold text-amber-900">{unavailableText}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </div>
  );
}

export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const changeIcons = { up: ArrowUp, down: ArrowDown, same: ArrowRight, none: null } as const;

function MetricCard(props: {
  label: string;
  value: string;
  current: number | null;
  previous: number | null | undefined;
}) {
  const change = props.previous === undefined ? null : describeChange(props.current, props.previous);
  const Icon = change ? changeIcons[change.direction] : null;
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4">
      <dt className="font-semibold text-slate-600 text-sm">{props.label}</dt>
      <dd className="font-bold text-2xl text-slate-900">{props.value}</dd>
      {change ? (
        <dd className="flex items-center gap-1 text-slate-600 text-sm">
          {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
          {change.text}
        </dd>
      ) : null}
    </div>
  );
}

export function MetricCards({ overview }: { overview: AnalyticsOverview }) {
  const now = overview.current.totals;
  const before: AnalyticsTotals | undefined = overview.previous?.totals;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <MetricCard
        label="Visitors"
        value={formatCount(now.visitors)}
        current={now.visitors}
        previous={before?.visitors}
      />
      <MetricCard
        label="Visits"
        value={formatCount(now.sessions)}
        current={now.sessions}
        previous={before?.sessions}
      />
      <MetricCard
        label="Page views"
        value={formatCount(now.pageViews)}
        current={now.pageViews}
        previous={before?.pageViews}
      />
      <MetricCard
        label="Bounce rate"
        value={formatPercent(now.bounceRate)}
        current={now.bounceRate}
        previous={before ? before.bounceRate : undefined}
      />
      <MetricCard
        label="Average visit"
        value={formatDuration(now.averageVisitSeconds)}
        current={now.averageVisitSeconds}
        previous={before ? before.averageVisitSeconds : undefined}
      />
    </dl>
  );
}

/** The table is the chart's text alternative. */
export function VisitsOverTime({ overview }: { overview: AnalyticsOverview }) {
  const { series } = overview.current;
  return (
    <Panel title="Visits over time" id="analytics-series">
      <Suspense fallback={<p className="h-72 text-slate-600">Loading chart...</p>}>
        <VisitsChart series={series} />
      </Suspense>
      <details>
        <summary className="cursor-pointer font-semibold text-brand-800 text-sm">
          Show the figures as a table
        </summary>
        <ScrollRegion label="Daily figures" className="mt-2 max-h-96">
          <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
            <caption className="sr-only">
              Visitors, visits, page views, bounce rate and average visit per day
            </caption>
            <thead>
              <tr className="border-slate-200 border-b">
                <th scope="col" className="py-2 pr-3">
                  Day
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Visitors
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Visits
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Page views
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Bounce rate
                </th>
                <th scope="col" className="py-2 text-right">
                  Average visit
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((point) => (
                <tr key={point.day} className="border-slate-100 border-b">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {formatDay(point.day)}
                  </th>
                  <td className="py-1.5 pr-3 text-right">{formatCount(point.visitors)}</td>
                  <td className="py-1.5 pr-3 text-right">{formatCount(point.sessions)}</td>
                  <td className="py-1.5 pr-3 text-right">{formatCount(point.pageViews)}</td>
                  <td className="py-1.5 pr-3 text-right">{formatPercent(point.bounceRate)}</td>
                  <td className="py-1.5 text-right">{formatDuration(point.averageVisitSeconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </Panel>
  );
}

export const topLists: { dimension: AnalyticsDimension; title: string; column: string }[] = [
  { dimension: 'page', title: 'Top pages', column: 'Page' },
  { dimension: 'entry_page', title: 'Entry pages', column: 'Page' },
  { dimension: 'referrer', title: 'Referrers', column: 'Site' },
  { dimension: 'country', title: 'Countries', column: 'Country' },
  { dimension: 'region', title: 'Regions', column: 'Region' },
  { dimension: 'device', title: 'Devices', column: 'Device' },
  { dimension: 'browser', title: 'Browsers', column: 'Browser' },
  { dimension: 'os', title: 'Operating systems', column: 'Operating system' },
];

export function TopList({
  range,
  dimension,
  title,
  column,
}: {
  range: AnalyticsRange;
  dimension: AnalyticsDimension;
  title: string;
  column: string;
}) {
  const list = useAnalyticsBreakdown(range, dimension);
  const countLabel = dimension === 'entry_page' || dimension === 'referrer' ? 'Visits' : 'Page views';
  const id = `analytics-top-${dimension}`;
  return (
    <Panel title={title} id={id}>
      {list.isPending ? (
        <p role="status" className="text-slate-600 text-sm">
          Loading...
        </p>
      ) : list.isError ? (
        <AnalyticsUnavailable onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <p className="text-slate-600 text-sm">No visits in this period.</p>
      ) : (
        <table className="w-full border-collapse text-left text-sm" aria-labelledby={id}>
          <thead>
            <tr className="border-slate-200 border-b">
              <th scope="col" className="py-2 pr-3">
                {column}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {countLabel}
              </th>
              <th scope="col" className="py-2 text-right">
                Visitors
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.rows.map((row) => (
              <tr key={row.value} className="border-slate-100 border-b">
                <th scope="row" className="max-w-[14rem] break-words py-1.5 pr-3 font-normal">
                  {row.value}
                </th>
                <td className="py-1.5 pr-3 text-right">{formatCount(row.pageViews)}</td>
                <td className="py-1.5 text-right">{formatCount(row.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

/** Active users now (a page view or visit activity in the last 5 minutes), read every 15 seconds. */
export function RealtimePanel() {
  const realtime = useAnalyticsRealtime();
  return (
    <Panel title="Active now" id="analytics-realtime">
      {realtime.isPending ? (
        <p role="status" className="text-slate-600 text-sm">
          Loading...
        </p>
      ) : realtime.isError ? (
        <AnalyticsUnavailable onRetry={() => void realtime.refetch()} />
      ) : (
        <>
          <p className="text-slate-900">
            <span className="font-bold text-3xl" data-testid="active-users">
              {formatCount(realtime.data.activeUsers)}
            </span>{' '}
            {realtime.data.activeUsers === 1 ? 'active user' : 'active users'} in the last 5 minutes
          </p>
          {realtime.data.pages.length > 0 ? (
            <ul className="flex flex-col gap-1 text-sm" aria-label="Pages being read now">
              {realtime.data.pages.map((page) => (
                <li key={page.path} className="flex justify-between gap-3">
                  <span className="break-all">{page.path}</span>
                  <span>{page.users === 1 ? '1 user' : `${formatCount(page.users)} users`}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-slate-500 text-xs">Updated every 15 seconds.</p>
        </>
      )}
    </Panel>
  );
}

export function FunnelPanel({ range }: { range: AnalyticsRange }) {
  const funnel = useAnalyticsFunnel(range);
  const id = 'analytics-funnel';
  return (
    <Panel title="Recruitment funnel" id={id}>
      <p className="text-slate-600 text-sm">
        Profile views in the period, then what became of the opportunities created in it. Conversion is
        against the step before; the time is the median from the step before.
      </p>
      {funnel.isPending ? (
        <p role="status" className="text-slate-600 text-sm">
          Loading...
        </p>
      ) : funnel.isError ? (
        <AnalyticsUnavailable onRetry={() => void funnel.refetch()} />
      ) : (
        <ScrollRegion label="Recruitment funnel figures">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm" aria-labelledby={id}>
            <thead>
              <tr className="border-slate-200 border-b">
                <th scope="col" className="py-2 pr-3">
                  Step
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Count
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Conversion
                </th>
                <th scope="col" className="py-2 text-right">
                  Median time
                </th>
              </tr>
            </thead>
            <tbody>
              {funnel.data.steps.map((step, index) => {
                const first = funnel.data.steps[0]?.count ?? 0;
                const width = first > 0 ? Math.max(2, Math.round((step.count / first) * 100)) : 0;
                return (
                  <tr key={step.key} className="border-slate-100 border-b">
                    <th scope="row" className="py-2 pr-3 font-normal">
                      {funnelStepLabels[step.key]}
                      <span aria-hidden="true" className="mt-1 block h-2 rounded bg-slate-100">
                        <span className="block h-2 rounded bg-brand-600" style={{ width: `${width}%` }} />
                      </span>
                    </th>
                    <td className="py-2 pr-3 text-right">{formatCount(step.count)}</td>
                    <td className="py-2 pr-3 text-right">
                      {index === 0 ? '—' : formatPercent(step.conversion)}
                    </td>
                    <td className="py-2 text-right">
                      {index === 0 ? '—' : formatDuration(step.medianSeconds)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Panel>
  );
}
