import { describe, expect, it } from 'vitest';
import { employerMovesFrom, feeText, formatDay, payText, showsCandidate } from './opportunity-display';

describe('opportunity display', () => {
  it('writes pay and fee by pay basis', () => {
    expect(payText('annual_salary', 4_500_000)).toBe('£45,000 a year');
    expect(payText('day_rate', 35_050)).toBe('£350.50 a day');
    expect(feeText('annual_salary', 405_000)).toBe('£4,050');
    expect(feeText('day_rate', 4900)).toBe('£49 for each day worked');
  });

  it('offers the employer only interviewing (after the introduction) and closing', () => {
    expect(employerMovesFrom('sent')).toEqual([]);
    expect(employerMovesFrom('approved')).toEqual(['closed']);
    expect(employerMovesFrom('introduced')).toEqual(['interviewing', 'closed']);
    expect(employerMovesFrom('interviewing')).toEqual(['closed']);
    for (const ended of ['declined', 'expired', 'withdrawn', 'placed', 'closed'] as const) {
      expect(employerMovesFrom(ended)).toEqual([]);
    }
  });

  it('shows no professional once declined, expired or withdrawn', () => {
    expect(showsCandidate({ status: 'sent' })).toBe(true);
    expect(showsCandidate({ status: 'interviewing' })).toBe(true);
    expect(showsCandidate({ status: 'declined' })).toBe(false);
    expect(showsCandidate({ status: 'expired' })).toBe(false);
    expect(showsCandidate({ status: 'withdrawn' })).toBe(false);
  });

  it('writes a calendar date as that day wherever the reader is', () => {
    expect(formatDay('2027-01-04')).toBe('4 Jan 2027');
    expect(formatDay('nonsense')).toBe('nonsense');
  });
});
