import { describe, expect, it } from 'vitest';
import {
  type AdminOpportunity,
  opportunityStatuses,
} from '../../../../shared/marketplace/opportunity.schemas';
import {
  applicationText,
  canAdjustFee,
  movesFor,
  moveTextsFor,
  recordedFee,
  recordedFeeText,
  statusFilterOf,
  statusFilterOptions,
} from './opportunity-pipeline';

describe('movesFor', () => {
  it('offers the moves the server allows an admin from each status, and none before approval or after the end', () => {
    expect(Object.fromEntries(opportunityStatuses.map((status) => [status, movesFor(status)]))).toEqual({
      sent: [],
      approved: ['introduced', 'closed'],
      declined: [],
      expired: [],
      withdrawn: [],
      introduced: ['interviewing', 'placed', 'closed'],
      interviewing: ['placed', 'closed'],
      placed: [],
      closed: [],
    });
  });

  it('introduces an applicant only once the organisation asked to meet them', () => {
    const application = {
      vacancyId: 'v1',
      jobTitle: 'Clinical Pharmacist',
      shortlisted: true,
      introductionRequestedAt: null,
    };
    expect(movesFor('approved', application)).toEqual(['closed']);
    expect(applicationText(application)).toBe(
      'Clinical Pharmacist: the organisation has not asked for an introduction yet',
    );
    const asked = { ...application, introductionRequestedAt: '2026-11-25T10:00:00Z' };
    expect(movesFor('approved', asked)).toEqual(['introduced', 'closed']);
    expect(applicationText(asked)).toBe('Clinical Pharmacist: the organisation asked for an introduction');
  });

  it('has a labelled, confirmable action for every move offered', () => {
    const labels = opportunityStatuses.flatMap((status) =>
      movesFor(status).map((move) => moveTextsFor(move).label),
    );
    expect(new Set(labels)).toEqual(new Set(['Introduce', 'Close', 'Mark interviewing', 'Record placement']));
    expect(moveTextsFor('closed').destructive).toBe(true);
    expect(() => moveTextsFor('sent')).toThrow();
  });

  it('lets the fee be adjusted on a placed opportunity only', () => {
    expect(opportunityStatuses.filter(canAdjustFee)).toEqual(['placed']);
  });
});

describe('status filter', () => {
  it('opens on the approved opportunities that need an introduction, and offers every status and all', () => {
    expect(statusFilterOptions[0]).toEqual({ value: 'approved', label: 'Approved — introduction needed' });
    expect(statusFilterOptions.map((option) => option.value).sort()).toEqual(
      [...opportunityStatuses, 'all'].sort(),
    );
    expect(statusFilterOf(null)).toBe('approved');
    expect(statusFilterOf('nonsense')).toBe('approved');
    expect(statusFilterOf('placed')).toBe('placed');
    expect(statusFilterOf('all')).toBe('all');
  });
});

describe('fee texts', () => {
  it('shows the recorded fee with its basis, or beside the computed one when adjusted', () => {
    const feeBasis = '14 % of £450 a day × 3 days a week × 26 weeks (78 days) = £4,914';
    expect(recordedFeeText({ feeBasis, feePence: 491_400, placedFeePence: 491_400 })).toBe(feeBasis);
    expect(recordedFeeText({ feeBasis, feePence: 491_400, placedFeePence: 450_000 })).toBe(
      `£4,500 (adjusted; computed ${feeBasis})`,
    );
  });

  it('asks a locum day rate’s placement to confirm its terms, and states any other’s fee', () => {
    const permanent: AdminOpportunity = {
      id: 'o1',
      application: null,
      role: 'paramedic',
      location: 'Leeds',
      employmentType: 'permanent',
      payBasis: 'annual_salary',
      payAmountPence: 4_500_000,
      hours: 'Full time',
      locumTerms: null,
      startDate: '2027-01-04',
      message: '',
      status: 'interviewing',
      feeRate: 0.09,
      feePence: 405_000,
      createdAt: '2026-11-25T10:00:00Z',
      expiresAt: '2026-12-09T10:00:00Z',
      timeline: [],
      organisationName: 'Leeds PCN',
      organisationContact: { name: 'Pat', jobTitle: 'Manager', phone: '0113 496 0000' },
      sentBy: null,
      candidateName: 'Cara',
      candidateEmail: 'cara@example.test',
      candidateContactEmail: null,
      candidatePhone: null,
      feeBasis: '9 % of £45,000 a year = £4,050',
      placedFeePence: null,
      feeNote: null,
    };
    const placed = moveTextsFor('placed');
    expect(placed.description(permanent)).toContain(
      'The success fee of 9 % of £45,000 a year = £4,050 is recorded',
    );
    expect(placed.description({ ...permanent, employmentType: 'locum', payBasis: 'day_rate' })).toContain(
      'Confirm or correct the locum terms below',
    );
  });

  it('tells a recorded fee an admin adjusted from the computed one', () => {
    const fee = (placedFeePence: number | null): Pick<AdminOpportunity, 'feePence' | 'placedFeePence'> => ({
      feePence: 405_000,
      placedFeePence,
    });
    expect(recordedFee(fee(405_000))).toEqual({ pence: 405_000, adjusted: false });
    expect(recordedFee(fee(350_000))).toEqual({ pence: 350_000, adjusted: true });
    expect(recordedFee(fee(null))).toEqual({ pence: 405_000, adjusted: false });
  });
});
