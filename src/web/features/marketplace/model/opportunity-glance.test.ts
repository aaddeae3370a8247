import { describe, expect, it } from 'vitest';
import type { EmployerOpportunity } from '../../../../shared/marketplace/opportunity.schemas';
import { awaitsAnswer, latestStatusByCandidate, opportunitiesAtAGlance } from './opportunity-glance';

describe('opportunities at a glance', () => {
  it('counts the opportunities under way by stage, leaving ended ones out', () => {
    const statuses = [
      'sent',
      'approved',
      'sent',
      'interviewing',
      'introduced',
      'declined',
      'expired',
      'closed',
    ] as const;
    expect(opportunitiesAtAGlance(statuses.map((status) => ({ status })))).toEqual([
      '2 awaiting the professional’s answer',
      '1 approved: our team will introduce you',
      '2 introduced or interviewing',
    ]);
    expect(opportunitiesAtAGlance([{ status: 'placed' }, { status: 'withdrawn' }])).toEqual(['1 placed']);
    expect(opportunitiesAtAGlance([])).toEqual([]);
  });
});

describe('the latest opportunity with each professional', () => {
  it('keeps the newest status per reference and skips professionals no longer visible', () => {
    const of = (reference: string | null, status: EmployerOpportunity['status']) => ({
      status,
      candidate: reference ? ({ reference } as EmployerOpportunity['candidate']) : null,
    });
    const latest = latestStatusByCandidate([
      of('a', 'sent'),
      of('b', 'approved'),
      of(null, 'sent'),
      of('a', 'declined'),
    ]);
    expect([...latest]).toEqual([
      ['a', 'sent'],
      ['b', 'approved'],
    ]);
    expect(awaitsAnswer(latest.get('a'))).toBe(true);
    expect(awaitsAnswer(latest.get('b'))).toBe(false);
    expect(awaitsAnswer(latest.get('c'))).toBe(false);
  });
});
