import { describe, expect, it } from 'vitest';
import { canWithdraw } from './opportunity-display';
import { canAnswer } from './opportunity-glance';

describe('opportunity display', () => {
  it('allows an answer while sent, and a withdrawal while the approval is live before a placement', () => {
    expect(canAnswer('sent')).toBe(true);
    expect(canAnswer('expired')).toBe(false);
    expect(['approved', 'introduced', 'interviewing'].every((status) => canWithdraw(status as never))).toBe(
      true,
    );
    expect(canWithdraw('placed')).toBe(false);
    expect(canWithdraw('sent')).toBe(false);
  });
});
