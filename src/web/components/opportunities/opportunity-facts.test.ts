import { describe, expect, it } from 'vitest';
import { employmentTypeText, payText, roleNameOf } from './opportunity-facts';

describe('opportunity facts', () => {
  it('shows pay per year or per day, with pence only when there are some', () => {
    expect(payText({ payBasis: 'annual_salary', payAmountPence: 4_500_000 })).toBe('£45,000 a year');
    expect(payText({ payBasis: 'day_rate', payAmountPence: 45_000 })).toBe('£450 a day');
    expect(payText({ payBasis: 'day_rate', payAmountPence: 45_050 })).toBe('£450.50 a day');
    expect(payText({ payBasis: 'day_rate', payAmountPence: 35_050 })).toBe('£350.50 a day');
  });

  it('names roles from the catalogue, keeping an unknown id as it is', () => {
    expect(roleNameOf('paramedic')).toBe('Paramedic');
    expect(roleNameOf('no-such-role')).toBe('no-such-role');
  });

  it('names employment types by their labels', () => {
    expect(employmentTypeText('permanent')).toBe('Permanent');
  });
});
