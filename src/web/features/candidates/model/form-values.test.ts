import { describe, expect, it } from 'vitest';
import { nullIfBlank, numberOrNull, upperCased } from './form-values';

describe('nullIfBlank', () => {
  it('turns a blank or missing value into null', () => {
    expect(nullIfBlank('')).toBeNull();
    expect(nullIfBlank(undefined)).toBeNull();
  });

  it('keeps any other value as it is', () => {
    expect(nullIfBlank('2027-01-04')).toBe('2027-01-04');
    expect(nullIfBlank(' ')).toBe(' ');
    expect(nullIfBlank(null)).toBeNull();
    expect(nullIfBlank(0)).toBe(0);
  });
});

describe('numberOrNull', () => {
  it('turns a blank or null value into null', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(null)).toBeNull();
  });

  it('turns anything else into a number', () => {
    expect(numberOrNull('25')).toBe(25);
    expect(numberOrNull(30)).toBe(30);
    expect(numberOrNull('2.5')).toBe(2.5);
    expect(numberOrNull('abc')).toBeNaN();
  });
});

describe('upperCased', () => {
  it('upper-cases text', () => {
    expect(upperCased('ls1 4ap')).toBe('LS1 4AP');
    expect(upperCased('')).toBe('');
  });

  it('leaves values that are not text alone', () => {
    expect(upperCased(null)).toBeNull();
    expect(upperCased(undefined)).toBeUndefined();
  });
});
