import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateProfileResponse } from '../../../shared/candidates/profile.schemas';
import type { TestApp } from '../../test/app.test-utils';
import { employerWithOrganisation, searchAs, signedInAs } from '../../test/marketplace.test-utils';
import {
  adminMoves,
  approvedOpportunity,
  candidateWithClient,
  opportunitiesApp,
} from './opportunities.test-utils';

/*
 * A placed candidate leaves employer search at once and is asked whether to stay findable; until
 * they answer they stay out of it, and their tier and availability are theirs to change.
 */

let t: TestApp;
beforeAll(async () => {
  t = await opportunitiesApp();
});
afterAll(async () => {
  await t.app.close();
});

const profileOf = async (client: Awaited<ReturnType<typeof candidateWithClient>>['client']) =>
  ((await client.get('/api/candidate/profile')).json() as CandidateProfileResponse).profile;

describe('after a placement', () => {
  it('takes the candidate out of search, asks them, and shows them again only when they say so', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const candidate = await candidateWithClient(t, 'Pia Placed', 'S1 2HE');
    const hiring = await employerWithOrganisation(t, { name: 'Hiring PCN', postcode: 'S2 4SU' });
    const other = await employerWithOrganisation(t, { name: 'Other PCN', postcode: 'S2 4SU' });
    expect((await searchAs(other, {})).results).toHaveLength(1);
    expect((await profileOf(candidate.client)).hiddenFromSearch).toBe(false);

    const opportunity = await approvedOpportunity(t, hiring, candidate);
    await adminMoves(admin, opportunity.id, ['introduced', 'placed']);

    // Out of every organisation's search at once, and asked.
    expect((await searchAs(other, {})).results).toHaveLength(0);
    const asked = await profileOf(candidate.client);
    expect(asked).toMatchObject({
      hiddenFromSearch: true,
      placementQuestion: { role: 'clinical-pharmacist', organisationName: 'Hiring PCN' },
    });
    const bell = (await candidate.client.get('/api/notifications')).json() as {
      notifications: { kind: string; title: string; link: string }[];
    };
    expect(bell.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'placement_check',
        title: 'Do you want employers to keep finding you?',
      }),
    );

    // They stay findable, as a portfolio member available from a new date.
    const answered = await candidate.client.put('/api/candidate/search-visibility', {
      findable: true,
      profileTier: 'portfolio',
      availableFrom: '2027-09-01',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((answered.json() as CandidateProfileResponse).profile).toMatchObject({
      hiddenFromSearch: false,
      placementQuestion: null,
      profileTier: 'portfolio',
      availableFrom: '2027-09-01',
    });
    const [card] = (await searchAs(other, {})).results;
    expect(card).toMatchObject({ profileTier: 'portfolio', availableFrom: '2027-09-01' });

    // And may leave search again whenever they like.
    const away = await candidate.client.put('/api/candidate/search-visibility', { findable: false });
    expect((away.json() as CandidateProfileResponse).profile.hiddenFromSearch).toBe(true);
    expect((await searchAs(other, {})).results).toHaveLength(0);
  });

  it('refuses an answer that is not a choice', async () => {
    const candidate = await candidateWithClient(t, 'Quinn Question', 'S1 2HE');
    for (const body of [{}, { findable: 'yes' }, { findable: true, profileTier: 'community' }]) {
      const refused = await candidate.client.put('/api/candidate/search-visibility', body);
      expect(refused.statusCode).toBe(400);
    }
  });
});
