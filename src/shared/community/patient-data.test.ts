import { describe, expect, it } from 'vitest';
import {
  containsDateOfBirthWithName,
  containsNhsNumber,
  containsPatientData,
  isValidNhsNumber,
} from './patient-data';

describe('NHS number check digit (modulus 11)', () => {
  it('accepts valid numbers and refuses a wrong check digit', () => {
    // 943 476 5919 is NHS Digital's published example of a valid number.
    expect(isValidNhsNumber('9434765919')).toBe(true);
    expect(isValidNhsNumber('9434765918')).toBe(false);
    expect(isValidNhsNumber('4010232137')).toBe(true);
  });

  it('refuses numbers whose check digit would be 10', () => {
    // Weights 10..2 over 1,0,0,0,0,0,0,0,1 sum to 12; 11 − (12 mod 11) = 10: no valid check digit.
    expect(isValidNhsNumber('1000000010')).toBe(false);
  });

  it('finds numbers written whole or grouped, but not inside longer numbers', () => {
    expect(containsNhsNumber('Patient 943 476 5919 attended')).toBe(true);
    expect(containsNhsNumber('ref 943-476-5919')).toBe(true);
    expect(containsNhsNumber('9434765919')).toBe(true);
    expect(containsNhsNumber('order 19434765919 shipped')).toBe(false);
    expect(containsNhsNumber('call 943 476 5918')).toBe(false);
  });
});

describe('date of birth next to a name', () => {
  it('flags a full date with a birth marker or a name', () => {
    expect(containsDateOfBirthWithName('DOB 12/03/1985 seen today', 2026)).toBe(true);
    expect(containsDateOfBirthWithName('born on 3 March 1950', 2026)).toBe(true);
    expect(containsDateOfBirthWithName('Jane Smith 12/03/1985 needs review', 2026)).toBe(true);
    expect(containsDateOfBirthWithName('Mrs Patel, 1950-07-21', 2026)).toBe(true);
  });

  it('lets ordinary dates through', () => {
    expect(containsDateOfBirthWithName('The PCN meeting is on 12/03/2026', 2026)).toBe(false);
    expect(containsDateOfBirthWithName('Guidance updated 4 April 2024 for all practices', 2026)).toBe(false);
    expect(containsDateOfBirthWithName('Deadline 30 June 2027 for Primary Care Networks', 2026)).toBe(false);
    expect(containsDateOfBirthWithName('No dates here, Jane Smith', 2026)).toBe(false);
  });

  it('combines both checks over several texts', () => {
    expect(containsPatientData('A title', 'NHS no 943 476 5919')).toBe(true);
    expect(containsPatientData('A title', 'Sharing audit results')).toBe(false);
  });
});
