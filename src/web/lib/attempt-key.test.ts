import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '../../shared/submissions/submission.schemas';
import { createAttemptKey } from './attempt-key';

describe('a form attempt’s Idempotency-Key', () => {
  it('keeps one key while the same values are retried and makes a new one after a reset', () => {
    let made = 0;
    const attempt = createAttemptKey(() => `key-${++made}`);
    expect(attempt.current()).toBe('key-1');
    expect(attempt.current()).toBe('key-1');
    attempt.reset();
    expect(attempt.current()).toBe('key-2');
  });

  it('makes keys the server accepts', () => {
    const first = createAttemptKey().current();
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
    expect(createAttemptKey().current()).not.toBe(first);
  });
});
