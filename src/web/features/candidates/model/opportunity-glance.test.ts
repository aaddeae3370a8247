import { describe, expect, it } from 'vitest';
import { awaitingAnswer } from './opportunity-glance';

describe('opportunities awaiting an answer', () => {
  it('counts the unanswered ones and gives the earliest answer date', () => {
    expect(
      awaitingAnswer([
        { status: 'sent', expiresAt: '2026-12-20T10:00:00.000Z' },
        { status: 'approved', expiresAt: '2026-12-01T10:00:00.000Z' },
        { status: 'sent', expiresAt: '2026-12-09T10:00:00.000Z' },
        { status: 'expired', expiresAt: '2026-11-01T10:00:00.000Z' },
      ]),
    ).toEqual({ count: 2, answerBy: '2026-12-09T10:00:00.000Z' });
  });

  it('is null when nothing waits for the candidate', () => {
    expect(awaitingAnswer([])).toBeNull();
    expect(awaitingAnswer([{ status: 'declined', expiresAt: '2026-12-09T10:00:00.000Z' }])).toBeNull();
  });
});
