/** The session is checked every 5 minutes; activity is reported at most as often. */
export const sessionCheckIntervalMs = 5 * 60 * 1000;
export const activityReportIntervalMs = 5 * 60 * 1000;

/** Idle timeouts, used until the server has said which applies. */
export const defaultIdleTimeoutSeconds = 30 * 60;
export const rememberMeIdleTimeoutSeconds = 7 * 24 * 60 * 60;

/** True once the user has been idle for longer than the session's idle timeout. */
export function isIdleExpired(lastActivityMs: number, nowMs: number, idleTimeoutSeconds: number): boolean {
  return nowMs - lastActivityMs > idleTimeoutSeconds * 1000;
}

/** Activity is reported to the server when none was reported in the last interval. */
export function shouldReportActivity(
  lastReportMs: number | undefined,
  nowMs: number,
  intervalMs = activityReportIntervalMs,
): boolean {
  return lastReportMs === undefined || nowMs - lastReportMs >= intervalMs;
}

/**
 * Shown when the session ended for inactivity (accountMessages.sessionExpired, repeated here so the entry chunk needs no zod; a test
 * keeps the two equal).
 */
export const sessionExpiredText = 'Session expired due to inactivity';

/** 'Session expired due to inactivity', with ' (7 days)' when remember-me is on. */
export function sessionExpiredMessage(rememberMe: boolean): string {
  return rememberMe ? `${sessionExpiredText} (7 days)` : sessionExpiredText;
}
