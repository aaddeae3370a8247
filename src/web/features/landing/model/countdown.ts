export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** Whole days, hours, minutes and seconds from now until the target; all zeros once it has passed. */
export function countdownParts(nowMs: number, targetMs: number): CountdownParts {
  const remaining = Math.max(0, targetMs - nowMs);
  return {
    days: Math.floor(remaining / day),
    hours: Math.floor((remaining % day) / hour),
    minutes: Math.floor((remaining % hour) / minute),
    seconds: Math.floor((remaining % minute) / second),
  };
}

export function hasPassed(nowMs: number, targetMs: number): boolean {
  return nowMs >= targetMs;
}

export function padUnit(value: number): string {
  return String(value).padStart(2, '0');
}
