/** The session is checked every 5 minutes; activity is reported at most as often. */
export const sessionCheckIntervalMs = 5 * 60 * 1000;
export const activityReportIntervalMs = 5 * 60 * 1000;

/** Idle timeouts, used until the server has said which applies. */
export const defaultIdleTimeoutSeconds = 30 * 60;
export const rememberMeIdleTimeoutSeconds = 7 * 24 * 60 * 60;

export function isIdleExpired(lastActivityMs: number, nowMs: number, idleTimeoutSeconds: number): boolean {
  return nowMs - lastActivityMs > idleTimeoutSeconds * 1000;
}

export function shouldReportActivity(
  lastReportMs: number | undefined,
  nowMs: number,
  intervalMs = activityReportIntervalMs,
): boolean {
  return lastReportMs === undefined || nowMs - lastReportMs >= intervalMs;
}

/** accountMessages.sessionExpired, repeated so the entry chunk needs no zod; a test keeps them equal. */
export const sessionExpiredText = 'Session expired due to inactivity';

/** 'Session expired due to inactivity', with ' (7 days)' when remember-me is on. */
export function sessionExpiredMessage(rememberMe: boolean): string {
  return rememberMe ? `${sessionExpiredText} (7 days)` : sessionExpiredText;
}
