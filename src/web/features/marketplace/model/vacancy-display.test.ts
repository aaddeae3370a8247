import { describe, expect, it } from 'vitest';
import {
  applicantCountLines,
  arrsGuidanceText,
  guidanceWhileTyping,
  vacancyActions,
  vacancyEventText,
  vacancyHoursText,
  vacancyPayText,
} from './vacancy-display';

describe('vacancyPayText', () => {
  it('says a band, one salary or a day rate', () => {
    expect(vacancyPayText({ basis: 'annual_salary', minPounds: 42_000, maxPounds: 48_000 })).toBe(
      '£42,000 to £48,000 a year',
    );
    expect(vacancyPayText({ basis: 'annual_salary', minPounds: 42_000, maxPounds: 42_000 })).toBe(
      '£42,000 a year',
    );
    expect(vacancyPayText({ basis: 'day_rate', minPounds: 350, maxPounds: null })).toBe('£350 a day');
  });
});

describe('vacancyHoursText', () => {
  it('says the sessions, the hours or both', () => {
    expect(vacancyHoursText({ sessionsPerWeek: 4.5, hoursPerWeek: null })).toBe('4.5 sessions a week');
    expect(vacancyHoursText({ sessionsPerWeek: 1, hoursPerWeek: 37.5 })).toBe('1 session, 37.5 hours a week');
  });
});

describe('applicantCountLines', () => {
  it('lists the stages with applicants, in the order a hire moves through them', () => {
    expect(applicantCountLines({ interviewing: 1, sent: 2, declined: 0 })).toEqual([
      'Awaiting the professional’s answer: 2',
      'Interviewing: 1',
    ]);
  });

  it('counts applications with the approved opportunities, as both start approved', () => {
    expect(applicantCountLines({ approved: 3 })).toEqual(['Applied or approved: 3']);
  });

  it('is empty when nobody has applied', () => {
    expect(applicantCountLines({ sent: 0, placed: 0 })).toEqual([]);
  });
});

describe('vacancyActions', () => {
  it('offers the moves the status allows, editing until closed, and always a duplicate', () => {
    expect(vacancyActions('draft')).toEqual(['edit', 'open', 'close', 'duplicate']);
    expect(vacancyActions('open')).toEqual(['edit', 'pause', 'close', 'duplicate']);
    expect(vacancyActions('paused')).toEqual(['edit', 'reopen', 'close', 'duplicate']);
    expect(vacancyActions('closed')).toEqual(['duplicate']);
  });
});

describe('ARRS guidance', () => {
  const guidance = { financialYear: '2026/27', maxAnnualPounds: 52_500, payAboveArrsMaximum: false };

  it('names the role, the year and the maximum, or says nothing without one', () => {
    expect(arrsGuidanceText('Paramedic', guidance)).toBe(
      'ARRS maximum reimbursable for Paramedic, 2026/27: £52,500',
    );
    expect(arrsGuidanceText('Paramedic', { ...guidance, maxAnnualPounds: null })).toBeUndefined();
  });

  it('while typing, flags a salary band whose top is above the maximum, never a day rate', () => {
    const rates = { financialYear: '2026/27', rates: [{ role: 'paramedic', maxAnnualPence: 5_250_000 }] };
    expect(guidanceWhileTyping(rates, 'paramedic', { basis: 'annual_salary', maxPounds: 55_000 })).toEqual({
      ...guidance,
      payAboveArrsMaximum: true,
    });
    expect(guidanceWhileTyping(rates, 'paramedic', { basis: 'annual_salary', maxPounds: 52_500 })).toEqual(
      guidance,
    );
    expect(
      guidanceWhileTyping(rates, 'paramedic', { basis: 'day_rate', maxPounds: 900_000 })?.payAboveArrsMaximum,
    ).toBe(false);
    expect(
      guidanceWhileTyping(rates, 'dietitian', { basis: 'annual_salary', maxPounds: 1 })?.maxAnnualPounds,
    ).toBe(null);
    expect(
      guidanceWhileTyping(undefined, 'paramedic', { basis: 'annual_salary', maxPounds: 1 }),
    ).toBeUndefined();
  });
});

describe('vacancyEventText', () => {
  it('says what happened, why it closed and who did it, never by name', () => {
    const event = { changedFields: [], at: '2026-12-07T10:00:00.000Z' };
    expect(vacancyEventText({ ...event, kind: 'opened', closedReason: null, actorKind: 'employer' })).toBe(
      'Opened by your organisation',
    );
    expect(vacancyEventText({ ...event, kind: 'closed', closedReason: 'expired', actorKind: 'system' })).toBe(
      'Closed (closing date passed) automatically',
    );
    expect(
      vacancyEventText({ ...event, kind: 'closing_reminder', closedReason: null, actorKind: 'system' }),
    ).toBe('Closing reminder sent automatically');
  });
});
