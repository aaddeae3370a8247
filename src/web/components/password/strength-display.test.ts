import { describe, expect, it } from 'vitest';
import { strengthDisplay } from './strength-display';

const server = (securityScore: number, warnings: string[] = ['w1', 'w2', 'w3']) => ({
  isValid: true,
  warnings,
  securityScore,
});

describe('strengthDisplay', () => {
  it('levels the meter Weak, Fair, Good, Strong', () => {
    expect(strengthDisplay('abc').level).toBe('Weak');
    expect(strengthDisplay('abcDEF12').level).toBe('Fair');
    expect(strengthDisplay('abcDEF12!').level).toBe('Good');
    expect(strengthDisplay('abcdefgh1234!ABC').level).toBe('Strong');
    expect(strengthDisplay('abcdefgh1234!ABC').score).toBe(100);
  });

  it('lists every requirement with whether it is met', () => {
    const { requirements } = strengthDisplay('abcdefghijkl');
    expect(requirements.map((requirement) => requirement.met)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(requirements.at(-1)?.label).toContain('16');
  });

  it('shows the server score only above 75', () => {
    expect(strengthDisplay('abcDEF12!', server(75)).serverScore).toBeUndefined();
    expect(strengthDisplay('abcDEF12!', server(76)).serverScore).toBe(76);
    expect(strengthDisplay('abcDEF12!').serverScore).toBeUndefined();
  });

  it('shows at most two server warnings, and only from a meter score of 50', () => {
    expect(strengthDisplay('abcdef', server(20)).warnings).toEqual([]);
    expect(strengthDisplay('abcDEF12', server(20)).warnings).toEqual(['w1', 'w2']);
    expect(strengthDisplay('abcDEF12!', server(20, ['only'])).warnings).toEqual(['only']);
  });
});
