import { describe, expect, it } from 'vitest';
import {
  type AdminOpportunity,
  opportunityStatuses,
  successFee,
} from '../../../../shared/marketplace/opportunity.schemas';
import {
  canAdjustFee,
  computedFeeText,
  movesFor,
  moveTextsFor,
  payText,
  ratePercent,
  recordedFee,
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
  const permanent = {
    employmentType: 'permanent',
    payBasis: 'annual_salary',
    payAmountPence: 4_500_000,
    ...successFee({ employmentType: 'permanent', payAmountPence: 4_500_000 }),
  } as const;
  const locum = {
    employmentType: 'locum',
    payBasis: 'day_rate',
    payAmountPence: 45_000,
    ...successFee({ employmentType: 'locum', payAmountPence: 45_000 }),
  } as const;

  it('shows the computed fee with its rate and the pay it is taken from', () => {
    expect(ratePercent(0.09)).toBe('9 %');
    expect(ratePercent(0.14)).toBe('14 %');
    expect(payText(permanent)).toBe('£45,000 a year');
    expect(payText(locum)).toBe('£450 a day');
    expect(computedFeeText({ ...permanent, feeRate: permanent.rate })).toBe('£4,050 — 9 % of £45,000 a year');
    expect(computedFeeText({ ...locum, feeRate: locum.rate })).toBe('£63 — 14 % of £450 a day');
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
