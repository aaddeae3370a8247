import { describe, expect, it } from 'vitest';
import { isProgressStatus, progressNotices } from './opportunity-progress';

const parties = { role: 'Paramedic', organisationName: 'Aire Valley PCN' };

describe('what each side hears at each stage', () => {
  it('names the organisation to the professional and the role to both', () => {
    for (const stage of ['introduced', 'interviewing', 'placed', 'closed'] as const) {
      const notices = progressNotices(stage, parties);
      expect(`${notices.organisation.title} ${notices.organisation.body}`).toContain('Paramedic');
      expect(`${notices.candidate.title} ${notices.candidate.body}`).toContain('Aire Valley PCN');
    }
  });

  it('says what happens next', () => {
    expect(progressNotices('introduced', parties).candidate.body).toBe(
      'Our team has introduced you to Aire Valley PCN for the Paramedic opportunity. They will contact you to arrange an interview.',
    );
    expect(progressNotices('placed', parties).organisation.body).toContain('success fee');
    expect(progressNotices('closed', parties).candidate.body).toContain(
      'Your details are no longer shared with them.',
    );
  });

  it('knows the pipeline stages from the others', () => {
    expect(
      ['introduced', 'interviewing', 'placed', 'closed'].every((s) => isProgressStatus(s as never)),
    ).toBe(true);
    expect(isProgressStatus('approved')).toBe(false);
    expect(isProgressStatus('sent')).toBe(false);
  });
});
