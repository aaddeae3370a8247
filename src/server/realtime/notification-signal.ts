/*
 * In-app notifications travel on the community channel as a bare signal naming their user;
 * each event stream passes it on only to that user, without the id. Shared by the notifications
 * feature (which sends) and the community event stream (which filters).
 */

/** What travels on the realtime channel: only that this user has something new (no content). */
export interface NotificationSignal {
  type: 'notification';
  userId: string;
}

/** The realtime frame for one subscriber: a notification signal reaches its own user only, bare. */
export function notificationFrameFor(payload: string, userId: string): string | null {
  if (!payload.startsWith('{"type":"notification"')) return payload;
  try {
    const signal = JSON.parse(payload) as NotificationSignal;
    return signal.userId === userId ? JSON.stringify({ type: 'notification' }) : null;
  } catch {
    return null;
  }
}
