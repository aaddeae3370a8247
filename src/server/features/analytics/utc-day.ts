const dayMs = 86_400_000;

/** The last day asked for, with its bounds: every beacon asks, and nearly all of them for today. */
let lastDay = { from: 0, to: 0, day: '' };

/** The UTC calendar day of an instant, `YYYY-MM-DD` (formatted once a day, not once a beacon). */
export function utcDay(at: Date): string {
  const ms = at.getTime();
  if (ms >= lastDay.from && ms < lastDay.to) return lastDay.day;
  const from = Math.floor(ms / dayMs) * dayMs;
  lastDay = { from, to: from + dayMs, day: new Date(from).toISOString().slice(0, 10) };
  return lastDay.day;
}
