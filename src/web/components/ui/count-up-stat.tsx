import { useCountUp } from '../../lib/use-count-up';

export interface CountUpStatItem {
  value: number;
  prefix?: string;
  suffix?: string;
  label: string;
  /** What a screen reader hears instead of the moving number (e.g. 'Under 2 hours'). */
  spoken?: string;
}

export function CountUpStat({ item, tone = 'light' }: { item: CountUpStatItem; tone?: 'light' | 'dark' }) {
  const value = useCountUp(item.value);
  const prefix = item.prefix ?? '';
  const suffix = item.suffix ?? '';
  const dark = tone === 'dark';
  return (
    <div className="flex flex-col-reverse gap-1">
      <dt className={`text-sm ${dark ? 'text-slate-200' : 'text-slate-600'}`}>{item.label}</dt>
      <dd className={`font-bold text-3xl tabular-nums ${dark ? 'text-white' : 'text-slate-900'}`}>
        <span aria-hidden="true">{`${prefix}${value}${suffix}`}</span>
        <span className="sr-only">{item.spoken ?? `${prefix}${item.value}${suffix}`}</span>
      </dd>
    </div>
  );
}
