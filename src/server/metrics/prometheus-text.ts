/** Written here rather than with prom-client (decision 022): no registry holding state beside ours. */
export const prometheusContentType = 'text/plain; version=0.0.4; charset=utf-8';

export type Labels = Readonly<Record<string, string>>;

export interface Sample {
  /** Appended to the family's name: `_bucket`, `_sum`, `_count` of a histogram; empty otherwise. */
  suffix?: '_bucket' | '_sum' | '_count';
  labels?: Labels;
  value: number;
}

export interface MetricFamily {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  samples: readonly Sample[];
}

const escapeHelp = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const needsEscape = /[\\\n"]/;
/** Most values (methods, route patterns, bucket bounds) need no escaping: they are returned as they are. */
const escapeLabelValue = (text: string) =>
  needsEscape.test(text) ? text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"') : text;

/** Go's float formatting as Prometheus reads it: +Inf, -Inf, NaN, else the shortest decimal. */
export function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(value);
}

/** Formatted once per label object, so a scrape formats only the series new since the last. */
const formattedLabels = new WeakMap<Labels, string>();

function formatLabels(labels: Labels | undefined): string {
  if (!labels) return '';
  const formatted = formattedLabels.get(labels);
  if (formatted !== undefined) return formatted;
  let text = '';
  for (const name in labels) text += `${text ? ',' : '{'}${name}="${escapeLabelValue(labels[name] ?? '')}"`;
  text = text ? `${text}}` : '';
  formattedLabels.set(labels, text);
  return text;
}

export function renderPrometheus(families: readonly MetricFamily[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`);
    lines.push(`# TYPE ${family.name} ${family.type}`);
    for (const sample of family.samples) {
      lines.push(
        `${family.name}${sample.suffix ?? ''}${formatLabels(sample.labels)} ${formatValue(sample.value)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export const gauge = (name: string, help: string, value: number): MetricFamily => ({
  name,
  help,
  type: 'gauge',
  samples: [{ value }],
});
