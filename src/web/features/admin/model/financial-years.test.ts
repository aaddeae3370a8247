import { describe, expect, it } from 'vitest';
import { editableFinancialYears } from './financial-years';

describe('editableFinancialYears', () => {
  it('offers the previous, current and next NHS financial years (1 April to 31 March)', () => {
    expect(editableFinancialYears(new Date('2026-11-25T10:00:00Z'))).toEqual({
      current: '2026/27',
      years: ['2025/26', '2026/27', '2027/28'],
    });
    expect(editableFinancialYears(new Date('2027-03-31T12:00:00Z')).current).toBe('2026/27');
    expect(editableFinancialYears(new Date('2027-04-01T12:00:00Z')).current).toBe('2027/28');
  });

  it('writes the turn of the century with two digits', () => {
    expect(editableFinancialYears(new Date('2099-06-01T00:00:00Z')).years).toEqual([
      '2098/99',
      '2099/00',
      '2100/01',
    ]);
  });
});
