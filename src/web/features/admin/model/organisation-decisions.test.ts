import { describe, expect, it } from 'vitest';
import { organisationStatuses } from '../../../../shared/marketplace/organisation.schemas';
import { decisionLabel, decisionsFor } from './organisation-decisions';

describe('decisionsFor', () => {
  it('offers what the server allows from each status', () => {
    expect(Object.fromEntries(organisationStatuses.map((status) => [status, decisionsFor(status)]))).toEqual({
      pending: ['verify', 'reject'],
      verified: ['revoke'],
      rejected: [],
      revoked: ['verify'],
    });
  });
});

describe('decisionLabel', () => {
  it('calls verifying a revoked organisation verifying it again', () => {
    expect(decisionLabel('verify', 'pending')).toBe('Verify');
    expect(decisionLabel('verify', 'revoked')).toBe('Verify again');
    expect(decisionLabel('reject', 'pending')).toBe('Reject');
    expect(decisionLabel('revoke', 'verified')).toBe('Revoke');
  });
});
