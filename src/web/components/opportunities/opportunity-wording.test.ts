import { describe, expect, it } from 'vitest';
import { statusLabel, type TimelineEntry, timelineStepText, timelineText } from './opportunity-wording';

const entry = (overrides: Partial<TimelineEntry>): TimelineEntry => ({
  status: 'introduced',
  at: '2026-11-25T10:00:00.000Z',
  by: 'admin',
  note: null,
  noteAudience: null,
  ...overrides,
});

const admin = { audience: 'admin' } as const;
const employer = { audience: 'employer' } as const;

describe('opportunity wording', () => {
  it('speaks to the candidate about their own answer', () => {
    expect(statusLabel('sent', 'candidate')).toBe('Awaiting your answer');
    expect(statusLabel('withdrawn', 'candidate')).toBe('You withdrew your approval');
    expect(statusLabel('approved', 'candidate')).toBe('Approved');
  });

  it('gives the team and the organisation the shared labels', () => {
    expect(statusLabel('sent', 'admin')).toBe('Awaiting the professional’s answer');
    expect(statusLabel('withdrawn', 'employer')).toBe('Approval withdrawn');
  });

  it('says who moved each step of the timeline', () => {
    expect(timelineText({ status: 'sent', by: 'employer' }, 'Northgate PCN')).toBe('Sent by Northgate PCN');
    expect(timelineText({ status: 'approved', by: 'candidate' }, 'X')).toBe('Approved by you');
    expect(timelineText({ status: 'introduced', by: 'admin' }, 'X')).toBe(
      'Introduced by the ARRS Place team',
    );
    expect(timelineText({ status: 'expired', by: 'system' }, 'X')).toBe('Expired without an answer');
  });

  it('says an application’s steps as applying and not being taken further', () => {
    expect(timelineText({ status: 'approved', by: 'candidate' }, 'X', true)).toBe('Applied by you');
    expect(timelineText({ status: 'declined', by: 'employer' }, 'Northgate PCN', true)).toBe(
      'Not taken further by Northgate PCN',
    );
    expect(timelineText({ status: 'introduced', by: 'admin' }, 'X', true)).toBe(
      'Introduced by the ARRS Place team',
    );
  });

  it('tells the organisation and the team an application’s own steps', () => {
    const at = '2026-11-25T10:00:00Z';
    const applied = { status: 'approved', by: 'candidate', at, note: null, noteAudience: null } as const;
    const asked = {
      ...applied,
      by: 'employer',
      note: 'Asked our team to introduce the professional.',
    } as const;
    for (const audience of ['employer', 'admin'] as const) {
      expect(timelineStepText(applied, { audience, application: true }).title).toBe('Applied');
      expect(timelineStepText(asked, { audience, application: true }).title).toBe('Introduction requested');
      expect(timelineStepText(applied, { audience }).title).toBe('Approved');
    }
  });

  it('tells the team who moved a step and who reads its note', () => {
    expect(timelineStepText(entry({ by: 'employer', status: 'sent' }), admin)).toEqual({
      title: 'Awaiting the professional’s answer',
      by: 'by the organisation',
    });
    expect(timelineStepText(entry({ note: 'Called', noteAudience: 'both' }), admin)).toEqual({
      title: 'Introduced',
      by: 'by the ARRS Place team',
      note: '“Called”',
      noteAudience: 'seen by both parties',
    });
    expect(timelineStepText(entry({ note: 'Internal', noteAudience: 'organisation' }), admin)).toEqual(
      expect.objectContaining({ noteAudience: 'not shown to the professional' }),
    );
  });

  it('speaks to the organisation of itself and of our team', () => {
    expect(timelineStepText(entry({ by: 'employer', status: 'sent' }), employer).by).toBe(
      'by your organisation',
    );
    expect(timelineStepText(entry({ note: 'Called', noteAudience: 'both' }), employer)).toEqual({
      title: 'Introduced',
      by: 'by our team',
      note: 'Called',
      noteAudience: 'note seen by the professional too',
    });
    expect(
      timelineStepText(entry({ note: 'Ours', noteAudience: 'organisation' }), employer).noteAudience,
    ).toBe('note not seen by the professional');
  });

  it('never tells the candidate who else reads a note', () => {
    expect(
      timelineStepText(entry({ note: 'Called', noteAudience: 'both' }), {
        audience: 'candidate',
        organisationName: 'Northgate PCN',
      }),
    ).toEqual({
      title: 'Introduced by the ARRS Place team',
      note: '“Called”',
    });
  });
});
