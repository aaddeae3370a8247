import { describe, expect, it } from 'vitest';
import { describeError } from './mail-transport';

describe('describeError', () => {
  it('keeps the reason but drops credentials and the local part of addresses', () => {
    const error = new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <jane.doe+x@example.org>: Recipient address rejected (via smtp://mailer:hunter2@smtp.example:587)",
    );
    expect(describeError(error)).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <…@example.org>: Recipient address rejected (via smtp://[redacted]@smtp.example:587)",
    );
  });

  it('describes non-errors and stays on one bounded line', () => {
    expect(describeError('line one\nline two')).toBe('line one line two');
    expect(describeError(new Error('x'.repeat(2000)))).toHaveLength(500);
  });
});
