import { describe, expect, it } from 'vitest';
import { employerMovesFor, employerMovesFrom, feeFact, showsCandidate } from './opportunity-display';

describe('opportunity display', () => {
  it('shows the fee with its basis, and an adjusted fee beside the computed one', () => {
    const feeBasis = '14 % of £450 a day × 3 days a week × 26 weeks (78 days) = £4,914';
    expect(feeFact({ feeBasis, feePence: 491_400, placedFeePence: null })).toEqual({
      term: 'Success fee on placement',
      text: feeBasis,
    });
    expect(feeFact({ feeBasis, feePence: 491_400, placedFeePence: 491_400 })).toEqual({
      term: 'Success fee',
      text: feeBasis,
    });
    expect(feeFact({ feeBasis, feePence: 491_400, placedFeePence: 450_000 })).toEqual({
      term: 'Success fee',
      text: `£4,500, adjusted by our team (computed: ${feeBasis})`,
    });
  });

  it('offers the employer only interviewing (after the introduction) and closing', () => {
    expect(employerMovesFrom('sent')).toEqual([]);
    expect(employerMovesFrom('approved')).toEqual(['closed']);
    expect(employerMovesFrom('introduced')).toEqual(['interviewing', 'closed']);
    expect(employerMovesFrom('interviewing')).toEqual(['closed']);
    for (const ended of ['declined', 'expired', 'withdrawn', 'placed', 'closed'] as const) {
      expect(employerMovesFrom(ended)).toEqual([]);
    }
  });

  it('has an application under review declined rather than closed, and closed like any other after', () => {
    const application = {
      vacancyId: 'v1',
      jobTitle: 'Job',
      shortlisted: false,
      introductionRequestedAt: null,
    };
    expect(employerMovesFor({ status: 'approved', application })).toEqual([]);
    expect(employerMovesFor({ status: 'introduced', application })).toEqual(['interviewing', 'closed']);
    expect(employerMovesFor({ status: 'approved', application: null })).toEqual(['closed']);
  });

  it('shows no professional once declined, expired or withdrawn', () => {
    expect(showsCandidate({ status: 'sent' })).toBe(true);
    expect(showsCandidate({ status: 'interviewing' })).toBe(true);
    expect(showsCandidate({ status: 'declined' })).toBe(false);
    expect(showsCandidate({ status: 'expired' })).toBe(false);
    expect(showsCandidate({ status: 'withdrawn' })).toBe(false);
  });
});
