import { useHydrated } from '../../../lib/use-hydrated';
import { countdownTickMs } from '../content/early-access';
import { launchDateLabel, launchMoment } from '../content/platform-facts';
import { useNow } from '../hooks/use-now';
import { countdownParts, hasPassed, padUnit } from '../model/countdown';

const notYetCounted = '–';

/**
 * The pre-rendered page cannot know the visitor's time: dashes until hydration, and both closing
 * sentences share one grid cell, so the box keeps its height whichever shows.
 */
export function LaunchCountdown() {
  const target = launchMoment().getTime();
  const now = useNow(countdownTickMs);
  const counted = useHydrated();
  const parts = countdownParts(now, target);
  const show = (value: string) => (counted ? value : notYetCounted);
  const units = [
    { key: 'days', label: 'Days', value: show(String(parts.days)) },
    { key: 'hours', label: 'Hours', value: show(padUnit(parts.hours)) },
    { key: 'minutes', label: 'Minutes', value: show(padUnit(parts.minutes)) },
    { key: 'seconds', label: 'Seconds', value: show(padUnit(parts.seconds)) },
  ];
  // Before hydration the launch counts as passed: it has (1 October 2025), unless a test moves the clock.
  const passed = !counted || hasPassed(now, target);
  return (
    <div>
      <h3 className="font-semibold text-lg text-slate-900">Official launch: {launchDateLabel()}</h3>
      <div
        role="timer"
        aria-label="Time until the official launch"
        className="mt-4 grid grid-cols-4 gap-2 sm:gap-4"
      >
        {units.map((unit) => (
          <div key={unit.key} className="rounded-lg bg-brand-800 p-3 text-center text-white sm:p-4">
            <span
              className="block font-bold text-2xl tabular-nums sm:text-4xl"
              data-testid={`countdown-${unit.key}`}
            >
              {unit.value}
            </span>
            <span className="block text-xs sm:text-sm">{unit.label}</span>
          </div>
        ))}
      </div>
      <div className="mt-3 grid text-slate-700">
        <p className={`col-start-1 row-start-1 ${passed ? '' : 'invisible'}`} aria-hidden={!passed}>
          The launch date has passed. Founding-member places are still open while early access lasts.
        </p>
        <p className={`col-start-1 row-start-1 ${passed ? 'invisible' : ''}`} aria-hidden={passed}>
          Join before the launch to become a founding member.
        </p>
      </div>
    </div>
  );
}
