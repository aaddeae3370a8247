import { describe, expect, it } from 'vitest';
import { submissionRateLimits } from '../submissions/submission.schemas';
import { describePeriod, retentionCutoff, retentionPeriods, shiftByPeriod } from './retention-periods';

describe('retention periods', () => {
  it('states the product’s periods', () => {
    expect(describePeriod(retentionPeriods.candidateInactivity)).toBe('12 months');
    expect(describePeriod(retentionPeriods.employerSubmission)).toBe('6 years');
    expect(describePeriod(retentionPeriods.employerInactivity)).toBe('6 years');
    expect(describePeriod(retentionPeriods.contactEnquiry)).toBe('24 months');
    expect(describePeriod({ amount: 1, unit: 'days' })).toBe('1 day');
  });

  it('keeps sign-in records at least as long as the inactivity they prove', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(retentionCutoff(now, retentionPeriods.securityEvents).getTime()).toBeLessThanOrEqual(
      retentionCutoff(now, retentionPeriods.candidateInactivity).getTime(),
    );
  });

  it('keeps the inactivity warning event for longer than the notice it gives', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(retentionCutoff(now, retentionPeriods.securityEvents).getTime()).toBeLessThan(
      retentionCutoff(now, retentionPeriods.inactivityWarning).getTime(),
    );
  });

  it('keeps rate-limit records longer than any form limit counts', () => {
    const keptMinutes = retentionPeriods.rateLimitRecords.amount * 60;
    for (const limit of Object.values(submissionRateLimits)) {
      expect(limit.windowMinutes).toBeLessThanOrEqual(keptMinutes);
      expect('blockMinutes' in limit ? limit.blockMinutes : 0).toBeLessThanOrEqual(keptMinutes);
    }
  });
});

describe('shiftByPeriod', () => {
  it('moves by calendar months and years in UTC', () => {
    const at = new Date('2026-05-20T08:30:00Z');
    expect(shiftByPeriod(at, { amount: 12, unit: 'months' }, -1).toISOString()).toBe(
      '2025-05-20T08:30:00.000Z',
    );
    expect(shiftByPeriod(at, { amount: 6, unit: 'years' }, -1).toISOString()).toBe(
      '2020-05-20T08:30:00.000Z',
    );
    expect(shiftByPeriod(at, { amount: 30, unit: 'days' }).toISOString()).toBe('2026-06-19T08:30:00.000Z');
    expect(shiftByPeriod(at, { amount: 24, unit: 'hours' }, -1).toISOString()).toBe(
      '2026-05-19T08:30:00.000Z',
    );
  });

  it('clamps to the last day of a shorter month', () => {
    expect(
      shiftByPeriod(new Date('2026-03-31T00:00:00Z'), { amount: 1, unit: 'months' }, -1).toISOString(),
    ).toBe('2026-02-28T00:00:00.000Z');
    expect(shiftByPeriod(new Date('2028-02-29T00:00:00Z'), { amount: 1, unit: 'years' }).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });
});
