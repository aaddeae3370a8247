import type { Result } from 'autocannon';

/** What the load benches keep of one autocannon run. */
export interface Run {
  rps: number;
  p99: number;
  p50: number;
  /** Errors, timeouts and non-2xx answers together. */
  errors: number;
}

export function runOf(result: Result): Run {
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A figure right-aligned for the benches' printed lines (6 wide, 7 with decimals). */
export const fixed = (value: number, digits = 0) => value.toFixed(digits).padStart(digits ? 7 : 6);
