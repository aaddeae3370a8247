/**
 * A strict reader of the Prometheus text format 0.0.4, for tests and benches (bench/soak.ts): it
 * throws on any line Prometheus would refuse or misread, so a test passing means a scraper reads it.
 */
export interface ParsedSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface ParsedFamily {
  type: string;
  help: string;
  samples: ParsedSample[];
}

const metricName = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const labelPair = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
const sampleLine = new RegExp(
  `^(${metricName})(?:\\{(${labelPair}(?:,${labelPair})*)?,?\\})? ([^ ]+)(?: (-?\\d+))?$`,
);
const helpLine = new RegExp(`^# HELP (${metricName}) (.*)$`);
const typeLine = new RegExp(`^# TYPE (${metricName}) (counter|gauge|histogram|summary|untyped)$`);
const labelPattern = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"/g;

function parseValue(text: string, line: string): number {
  if (text === '+Inf') return Number.POSITIVE_INFINITY;
  if (text === '-Inf') return Number.NEGATIVE_INFINITY;
  if (text === 'NaN') return Number.NaN;
  if (!/^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw new Error(`not a number in: ${line}`);
  return Number(text);
}

const unescapeLabelValue = (value: string) =>
  value.replace(/\\(["\\n])/g, (_, char: string) => (char === 'n' ? '\n' : char));

/** The family a sample belongs to: a histogram's `_bucket`, `_sum` and `_count` are its own. */
function familyOf(name: string, families: Map<string, ParsedFamily>): string {
  if (families.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  if (base !== name && families.get(base)?.type === 'histogram') return base;
  throw new Error(`sample ${name} has no # TYPE line before it`);
}

/** Families by name; throws on a malformed line, a sample before its TYPE, or a broken histogram. */
export function parsePrometheus(text: string): Map<string, ParsedFamily> {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const families = new Map<string, ParsedFamily>();
  const helps = new Map<string, string>();
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    const help = helpLine.exec(line);
    if (help?.[1]) {
      helps.set(help[1], help[2] ?? '');
      continue;
    }
    const type = typeLine.exec(line);
    if (type?.[1] && type[2]) {
      if (families.has(type[1])) throw new Error(`second # TYPE for ${type[1]}`);
      families.set(type[1], { type: type[2], help: helps.get(type[1]) ?? '', samples: [] });
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = sampleLine.exec(line);
    if (!sample?.[1] || sample[3] === undefined) throw new Error(`malformed line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name = '', value = ''] of (sample[2] ?? '').matchAll(labelPattern)) {
      if (name in labels) throw new Error(`label ${name} twice in: ${line}`);
      labels[name] = unescapeLabelValue(value);
    }
    const family = families.get(familyOf(sample[1], families));
    family?.samples.push({ name: sample[1], labels, value: parseValue(sample[3], line) });
  }
  for (const [name, family] of families) if (family.type === 'histogram') checkHistogram(name, family);
  return families;
}

/** Buckets cumulative and ending at +Inf, which equals `_count`, for each label set. */
function checkHistogram(name: string, family: ParsedFamily) {
  const series = new Map<string, { buckets: ParsedSample[]; count?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = JSON.stringify(rest);
    const entry = series.get(key) ?? { buckets: [] };
    series.set(key, entry);
    if (sample.name === `${name}_bucket`) {
      if (le === undefined) throw new Error(`${name}_bucket without le`);
      entry.buckets.push(sample);
    } else if (sample.name === `${name}_count`) entry.count = sample.value;
  }
  for (const [key, entry] of series) {
    const last = entry.buckets.at(-1);
    if (last?.labels.le !== '+Inf') throw new Error(`${name}${key}: the last bucket is not +Inf`);
    if (last.value !== entry.count) throw new Error(`${name}${key}: +Inf bucket ≠ _count`);
    entry.buckets.forEach((bucket, index) => {
      const previous = entry.buckets[index - 1];
      if (previous && bucket.value < previous.value) throw new Error(`${name}${key}: buckets not cumulative`);
    });
  }
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when none. */
export function sampleValue(
  families: Map<string, ParsedFamily>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const family = families.get(name.replace(/_(bucket|sum|count)$/, '')) ?? families.get(name);
  const found = family?.samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found && found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found?.[0]?.value;
}
