import { describe, expect, it } from 'vitest';
import { notificationFrameFor } from './notification-signal';

describe('notificationFrameFor', () => {
  const signal = JSON.stringify({ type: 'notification', userId: 'user-a' });

  it('passes a notification signal to its own user only, without the id', () => {
    expect(notificationFrameFor(signal, 'user-a')).toBe('{"type":"notification"}');
    expect(notificationFrameFor(signal, 'user-b')).toBeNull();
  });

  it('passes community events and resyncs to everyone unchanged', () => {
    const post = JSON.stringify({ type: 'post', id: '6f1c7a52-0d5e-4c1f-9a35-4a64c4f0e0a1' });
    expect(notificationFrameFor(post, 'user-b')).toBe(post);
    expect(notificationFrameFor('{"type":"resync"}', 'user-b')).toBe('{"type":"resync"}');
  });

  it('drops a malformed signal', () => {
    expect(notificationFrameFor('{"type":"notification",', 'user-a')).toBeNull();
  });
});
