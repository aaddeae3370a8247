import { describe, expect, it } from 'vitest';
import type { OrganisationIdentity } from '../../../shared/marketplace/organisation.constants';
import { heldChangeRows } from './held-change-rows';

const verified: OrganisationIdentity = {
  name: 'Kirkstall PCN',
  type: 'pcn',
  odsCode: 'U12345',
  addressLine: '1 High Street, Leeds',
  postcode: 'LS5 3AA',
  website: null,
};

describe('a held change, field by field', () => {
  it('lists only the fields it changes, in the form’s order, with readable values', () => {
    expect(
      heldChangeRows(verified, {
        ...verified,
        website: 'https://kirkstall.example',
        name: 'Kirkstall and Bramley PCN',
        type: 'gp_practice',
      }),
    ).toEqual([
      { label: 'Name', now: 'Kirkstall PCN', proposed: 'Kirkstall and Bramley PCN' },
      { label: 'Type', now: 'Primary care network (PCN)', proposed: 'GP practice' },
      { label: 'Website', now: 'Not given', proposed: 'https://kirkstall.example' },
    ]);
  });

  it('is empty when nothing that says who the organisation is changes', () => {
    expect(heldChangeRows(verified, { ...verified })).toEqual([]);
  });
});
