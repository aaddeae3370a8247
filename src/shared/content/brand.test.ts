import { describe, expect, it } from 'vitest';
import { brand, copyrightYears } from './brand';

describe('copyrightYears', () => {
  it('runs from 2022 to the current year', () => {
    expect(copyrightYears(2026)).toBe('2022–2026');
  });
  it('shows one year in the founding year', () => {
    expect(copyrightYears(2022)).toBe('2022');
  });
});

describe('brand', () => {
  it('uses a phone number from the Ofcom drama range', () => {
    expect(brand.phone.display).toMatch(/^020 7946 0\d{3}$/);
  });
});
