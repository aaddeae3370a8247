import { Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  type AnalyticsSiteFilter,
  analyticsSiteFilters,
} from '../../../../shared/analytics/dashboard.schemas';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { LoadingState } from '../../../components/ui/loading-state';
import { formatDay } from '../../../lib/uk-dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from '../components/admin-page-header';
import {
  customRangeProblem,
  presetRange,
  type RangePreset,
  rangePresetLabels,
  rangePresets,
  siteLabels,
  utcToday,
} from './analytics-format';
import {
  AnalyticsUnavailable,
  FunnelPanel,
  MetricCards,
  RealtimePanel,
  TopList,
  topLists,
  VisitsOverTime,
} from './analytics-sections';
import { StoragePanel } from './analytics-storage-panel';
import { type AnalyticsRange, analyticsCsvUrl, useAnalyticsOverview } from './api/analytics-queries';

const fieldClasses =
  'min-h-11 rounded-md border border-slate-400 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700';

function RangeControls({
  range,
  preset,
  onChange,
}: {
  range: AnalyticsRange;
  preset: RangePreset;
  onChange: (preset: RangePreset, range: AnalyticsRange) => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);

  const choosePreset = (next: RangePreset) => {
    setProblem(null);
    if (next === 'custom') onChange(next, range);
    else onChange(next, { ...presetRange(Number(next), utcToday()), site: range.site });
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const found = customRangeProblem(from, to);
    setProblem(found);
    if (!found) onChange('custom', { from, to, site: range.site });
  };

  return (
    <form
      onSubmit={applyCustom}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-preset`} className="font-semibold text-slate-900 text-sm">
            Date range
          </label>
          <select
            id={`${id}-preset`}
            className={fieldClasses}
            value={preset}
            onChange={(event) => choosePreset(event.target.value as RangePreset)}
          >
            {rangePresets.map((value) => (
              <option key={value} value={value}>
                {rangePresetLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-site`} className="font-semibold text-slate-900 text-sm">
            Site
          </label>
          <select
            id={`${id}-site`}
            className={fieldClasses}
            value={range.site}
            onChange={(event) =>
              onChange(preset, { ...range, site: event.target.value as AnalyticsSiteFilter })
            }
          >
            {analyticsSiteFilters.map((value) => (
              <option key={value} value={value}>
                {siteLabels[value]}
              </option>
            ))}
          </select>
        </div>
        {preset === 'custom' ? (
          <>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-from`} className="font-semibold text-slate-900 text-sm">
                From
              </label>
              <input
                id={`${id}-from`}
                type="date"
                className={fieldClasses}
                value={from}
                max={utcToday()}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(event) => setFrom(event.target.value)}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-to`} className="font-semibold text-slate-900 text-sm">
                To
              </label>
              <input
                id={`${id}-to`}
                type="date"
                className={fieldClasses}
                value={to}
                max={utcToday()}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(event) => setTo(event.target.value)}
              />
            </div>
            <Button type="submit">Show these dates</Button>
          </>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="font-semibold text-red-800 text-sm">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

export function AdminAnalyticsPage() {
  useDocumentTitle('Analytics');
  const [preset, setPreset] = useState<RangePreset>('30');
  const [range, setRange] = useState<AnalyticsRange>(() => ({ ...presetRange(30, utcToday()), site: 'all' }));
  const overview = useAnalyticsOverview(range);

  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <AdminPageHeader title="Analytics">
        Visits to both sites, counted without cookies unless the visitor accepted analytics. Bounce rate and
        visit length come from visitors who accepted. Days are counted in UTC.
      </AdminPageHeader>
      <RangeControls
        range={range}
        preset={preset}
        onChange={(nextPreset, nextRange) => {
          setPreset(nextPreset);
          setRange(nextRange);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700" aria-live="polite">
          {siteLabels[range.site]}, {formatDay(range.from)} to {formatDay(range.to)}
          {overview.data?.previous
            ? `, compared with ${formatDay(overview.data.previous.from)} to ${formatDay(overview.data.previous.to)}`
            : ''}
          .
        </p>
        <a
          href={analyticsCsvUrl(range)}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 font-semibold text-slate-900 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Download aria-hidden="true" className="size-4" />
          Download CSV of the daily figures
        </a>
      </div>
      {overview.isPending ? (
        <LoadingState text="Loading analytics..." />
      ) : overview.isError ? (
        <AnalyticsUnavailable onRetry={() => void overview.refetch()} />
      ) : (
        <div aria-busy={overview.isFetching} className="flex flex-col gap-6">
          <MetricCards overview={overview.data} />
          <VisitsOverTime overview={overview.data} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <RealtimePanel />
            <FunnelPanel range={range} />
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {topLists.map((list) => (
              <TopList key={list.dimension} range={range} {...list} />
            ))}
          </div>
        </div>
      )}
      <StoragePanel />
    </Container>
  );
}
