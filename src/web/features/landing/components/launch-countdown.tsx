import { countdownTickMs } from '../content/early-access';
import { launchDateLabel, launchMoment } from '../content/platform-facts';
import { useNow } from '../hooks/use-now';
import { countdownParts, hasPassed, padUnit } from '../logic/countdown';

/** Days, hours, minutes and seconds to the launch, ticking every second; zeros once it has passed. */
export function LaunchCountdown() {
  const target = launchMoment().getTime();
  const now = useNow(countdownTickMs);
  const parts = countdownParts(now, target);
  const units = [
    { key: 'days', label: 'Days', value: String(parts.days) },
    { key: 'hours', label: 'Hours', value: padUnit(parts.hours) },
    { key: 'minutes', label: 'Minutes', value: padUnit(parts.minutes) },
    { key: 'seconds', label: 'Seconds', value: padUnit(parts.seconds) },
  ];
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
      <p className="mt-3 text-slate-700">
        {hasPassed(now, target)
          ? 'The launch date has passed. Founding-member places are still open while early access lasts.'
          : 'Join before the launch to become a founding member.'}
      </p>
    </div>
  );
}
