/** A session ends after 30 minutes without activity, or 7 days with 'Stay signed in'. */
export const idleTimeoutSeconds = { default: 30 * 60, rememberMe: 7 * 24 * 60 * 60 } as const;

/** Activity is written at most this often, so every request does not update the session row. */
export const activityWriteIntervalMs = 60_000;

export function idleLimitSeconds(rememberMe: boolean): number {
  return rememberMe ? idleTimeoutSeconds.rememberMe : idleTimeoutSeconds.default;
}

export function isIdleExpired(lastActiveAt: Date, rememberMe: boolean, now: Date): boolean {
  return now.getTime() - lastActiveAt.getTime() > idleLimitSeconds(rememberMe) * 1000;
}
