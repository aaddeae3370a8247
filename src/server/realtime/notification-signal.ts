/* A notification travels as a bare signal naming its user; each stream passes it to that user only. */

export interface NotificationSignal {
  type: 'notification';
  userId: string;
}

export function notificationFrameFor(payload: string, userId: string): string | null {
  if (!payload.startsWith('{"type":"notification"')) return payload;
  try {
    const signal = JSON.parse(payload) as NotificationSignal;
    return signal.userId === userId ? JSON.stringify({ type: 'notification' }) : null;
  } catch {
    return null;
  }
}
