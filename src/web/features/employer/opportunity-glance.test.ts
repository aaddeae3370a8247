import { describe, expect, it } from 'vitest';
import { opportunitiesAtAGlance } from './opportunity-glance';

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
