import type { Labels, MetricFamily, Sample } from './prometheus-text';

export const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** Requests no route matched (404s, scanners): one label value, so their URLs never become series. */
export const unmatchedRoute = 'unmatched';

const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

interface RouteDurations {
  labels: Labels;
  /** The labels of each bucket's sample, made once: renderPrometheus formats each object once. */
  bucketLabels: Labels[];
  /** Per bucket, not cumulative (the last one is +Inf); cumulated when rendered. */
  counts: number[];
  sum: number;
  count: number;
}

/** Labels are route patterns, never raw URLs, so the number of series is bounded by the route table. */
export function createHttpMetrics() {
  const totals = new Map<string, { labels: Labels; count: number }>();
  const durations = new Map<string, RouteDurations>();

  function durationsOf(method: string, pattern: string): RouteDurations {
    const durationKey = `${method} ${pattern}`;
    let entry = durations.get(durationKey);
    if (!entry) {
      const labels = { method, route: pattern };
      entry = {
        labels,
        bucketLabels: [...durationBuckets.map(String), '+Inf'].map((le) => ({ ...labels, le })),
        counts: Array.from({ length: durationBuckets.length + 1 }, () => 0),
        sum: 0,
        count: 0,
      };
      durations.set(durationKey, entry);
    }
    return entry;
  }

  function totalOf(method: string, pattern: string, status: string): { labels: Labels; count: number } {
    const totalKey = `${method} ${pattern} ${status}`;
    let total = totals.get(totalKey);
    if (!total) {
      total = { labels: { method, route: pattern, status }, count: 0 };
      totals.set(totalKey, total);
    }
    return total;
  }

  function record(entry: RouteDurations, seconds: number): void {
    let bucket = 0;
    while (bucket < durationBuckets.length && seconds > (durationBuckets[bucket] as number)) bucket += 1;
    entry.counts[bucket] = (entry.counts[bucket] ?? 0) + 1;
    entry.sum += seconds;
    entry.count += 1;
  }

  function observe(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    const pattern = route ?? unmatchedRoute;
    totalOf(method, pattern, statusClass(statusCode)).count += 1;
    record(durationsOf(method, pattern), seconds);
  }

  /** Series found once per method and status class, so a response costs no label strings or lookups. */
  function observerOf(pattern: string) {
    const byMethod = new Map<
      string,
      { durations: RouteDurations; totals: ({ count: number } | undefined)[] }
    >();
    return (method: string, statusCode: number, seconds: number): void => {
      let series = byMethod.get(method);
      if (!series) {
        series = { durations: durationsOf(method, pattern), totals: [] };
        byMethod.set(method, series);
      }
      const statusIndex = Math.floor(statusCode / 100);
      let total = series.totals[statusIndex];
      if (!total) {
        total = totalOf(method, pattern, statusClass(statusCode));
        series.totals[statusIndex] = total;
      }
      total.count += 1;
      record(series.durations, seconds);
    };
  }

  function families(): MetricFamily[] {
    const durationSamples: Sample[] = [];
    for (const { labels, bucketLabels, counts, sum, count } of durations.values()) {
      let cumulative = 0;
      for (let index = 0; index < durationBuckets.length; index += 1) {
        cumulative += counts[index] ?? 0;
        durationSamples.push({ suffix: '_bucket', labels: bucketLabels[index], value: cumulative });
      }
      durationSamples.push({ suffix: '_bucket', labels: bucketLabels[durationBuckets.length], value: count });
      durationSamples.push({ suffix: '_sum', labels, value: sum });
      durationSamples.push({ suffix: '_count', labels, value: count });
    }
    return [
      {
        name: 'http_requests_total',
        help: 'HTTP requests answered by this process, by method, route pattern and status class.',
        type: 'counter',
        samples: [...totals.values()].map(({ labels, count }) => ({ labels, value: count })),
      },
      {
        name: 'http_request_duration_seconds',
        help: 'Time from receiving a request to the end of its response, by method and route pattern.',
        type: 'histogram',
        samples: durationSamples,
      },
    ];
  }

  return { observe, observerOf, families };
}
export type HttpMetrics = ReturnType<typeof createHttpMetrics>;
