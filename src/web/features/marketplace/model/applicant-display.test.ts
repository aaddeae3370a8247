import { describe, expect, it } from 'vitest';
import { applicantStageLabel } from '../../../../shared/marketplace/application.constants';
import { applicantsInOrder, applicantTitle } from './applicant-display';

describe('applicants as the organisation reads them', () => {
  it('names an applicant only while their application shares their details', () => {
    expect(applicantTitle({ revealed: null })).toBe('An applicant (details no longer shared)');
  });

  it('puts those still under review first, keeping the server’s order within each group', () => {
    const list = [
      { id: 'a', status: 'declined' as const },
      { id: 'b', status: 'approved' as const },
      { id: 'c', status: 'introduced' as const },
      { id: 'd', status: 'approved' as const },
    ];
    expect(applicantsInOrder(list).map((applicant) => applicant.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('says the stage with the organisation’s own marks', () => {
    const none = { shortlisted: false, introductionRequestedAt: null };
    expect(applicantStageLabel('approved', none)).toBe('New');
    expect(applicantStageLabel('approved', { ...none, shortlisted: true })).toBe('Shortlisted');
    expect(
      applicantStageLabel('approved', { shortlisted: true, introductionRequestedAt: '2026-11-25' }),
    ).toBe('Introduction requested');
    expect(applicantStageLabel('declined', none)).toBe('Declined');
    expect(applicantStageLabel('withdrawn', none)).toBe('Withdrawn by the professional');
    expect(applicantStageLabel('introduced', none)).toBe('Introduced');
  });
});
