/** Waits before reopening the event stream: 1 s, 2 s, 4 s… capped at 30 s, with ±20 % jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}
