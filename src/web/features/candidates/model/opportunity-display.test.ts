import { describe, expect, it } from 'vitest';
import { canWithdraw, payText, roleNameOf } from './opportunity-display';
import { canAnswer } from './opportunity-glance';

describe('opportunity display', () => {
  it('shows pay per year or per day', () => {
    expect(payText({ payBasis: 'annual_salary', payAmountPence: 4_500_000 })).toBe('£45,000 a year');
    expect(payText({ payBasis: 'day_rate', payAmountPence: 45_050 })).toBe('£450.50 a day');
  });

  it('names roles from the catalogue, keeping an unknown id as it is', () => {
    expect(roleNameOf('paramedic')).toBe('Paramedic');
    expect(roleNameOf('no-such-role')).toBe('no-such-role');
  });

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
