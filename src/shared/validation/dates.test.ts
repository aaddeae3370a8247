import { describe, expect, it } from 'vitest';
import { invalidDateMessage, isIsoDate, isoDate, optionalIsoDateField } from './dates';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('isIsoDate', () => {
  it('accepts a YYYY-MM-DD date', () => {
    expect(isIsoDate('2027-01-04')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('refuses other shapes and impossible months or days', () => {
    expect(isIsoDate('2027-1-4')).toBe(false);
    expect(isIsoDate('04/01/2027')).toBe(false);
    expect(isIsoDate('2027-01-04T10:00:00Z')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('2027-01-32')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('isoDate', () => {
  it('passes a valid date through', () => {
    expect(isoDate.parse('2021-04-01')).toBe('2021-04-01');
  });

  it('refuses an invalid one with the date message only', () => {
    const result = isoDate.safeParse('2021-00-01');
    expect(result.success).toBe(false);
    expect(new Set(messagesOf(result))).toEqual(new Set([invalidDateMessage]));
    expect(new Set(messagesOf(isoDate.safeParse('soon')))).toEqual(new Set([invalidDateMessage]));
  });
});

describe('optionalIsoDateField', () => {
  it('reads a blank or absent field as no date', () => {
    expect(optionalIsoDateField.parse('')).toBeNull();
    expect(optionalIsoDateField.parse('   ')).toBeNull();
    expect(optionalIsoDateField.parse(undefined)).toBeNull();
    expect(optionalIsoDateField.parse(null)).toBeNull();
  });

  it('trims a date and refuses one that is not valid', () => {
    expect(optionalIsoDateField.parse(' 2026-02-01 ')).toBe('2026-02-01');
    expect(messagesOf(optionalIsoDateField.safeParse('2026-02-30x'))).toEqual([invalidDateMessage]);
  });
});
