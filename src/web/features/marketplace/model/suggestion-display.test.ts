import { describe, expect, it } from 'vitest';
import { matchScoreText, reasonStateText, widenRadiusHint } from './suggestion-display';

describe('how a suggestion reads', () => {
  it('says the score, each reason’s tick or cross in words, and the radius to widen', () => {
    expect(matchScoreText(82)).toBe('82% match');
    expect(reasonStateText({ met: true })).toBe('Matches:');
    expect(reasonStateText({ met: false })).toBe('Does not match:');
    expect(widenRadiusHint(25)).toBe(
      'This vacancy looks for professionals within 25 km. Edit the vacancy to widen “Look for professionals within” and more may match.',
    );
  });
});
