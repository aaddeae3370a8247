import { describe, expect, it } from 'vitest';
import { comparisonRows } from './landing-sections';
import { platformFees } from './platform-facts';

describe('comparison table', () => {
  it('claims no figures about agencies: the only numbers in their column are our own fees', () => {
    const ourFees = [platformFees.permanentPercent, platformFees.locumPercent].map(String);
    for (const row of comparisonRows) {
      for (const number of row.agencies.match(/\d+(?:[.,–-]\d+)*/g) ?? []) {
        expect(ourFees).toContain(number);
      }
    }
  });

  it('states our own fee terms: candidates pay nothing, employers 9% permanent and 14% locum', () => {
    const fee = comparisonRows.find((row) => row.aspect === 'Employer fee');
    expect(fee?.arrsPlace).toBe('Success fee only: 9% permanent, 14% locum');
    const cost = comparisonRows.find((row) => row.aspect === 'Cost to candidates');
    expect(cost?.arrsPlace).toBe('Free. Candidates are never charged.');
  });
});
