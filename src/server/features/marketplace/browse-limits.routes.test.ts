import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMessages } from '../../../shared/marketplace/search.schemas';
import { buildAccount, signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import {
  buildCandidate,
  employerWithOrganisation,
  referenceFor,
  testAddress,
} from '../../test/marketplace.test-utils';
import { createOrganisationsRepository } from './organisations.repository';

/*
 * Searches and profile views are limited per employer (60 a minute and 1,000 a day by default): far
 * above a person browsing, well below a script. The clock stands still, so a minute never passes.
 */

let t: TestApp;
const clock = new Date('2026-12-01T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.app.close();
});

describe('an employer browsing too fast', () => {
  it('is refused the 61st search in a minute, with a clear message and Retry-After, while a colleague is not', async () => {
    const employer = await employerWithOrganisation(t, { postcode: 'NE1 4ST' });
    for (let search = 0; search < 60; search += 1)
      expect((await employer.client.get('/api/employer/search')).statusCode).toBe(200);
    const refused = await employer.client.get('/api/employer/search');
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as { error: { message: string } }).error.message).toBe(searchMessages.tooFast);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Per person: a colleague of the same organisation still searches.
    const colleague = await buildAccount(t.database.db, { role: 'employer', name: 'Colin Colleague' });
    await createOrganisationsRepository({ db: t.database.db }).addMember(
      employer.organisation.id,
      colleague.userId,
      clock,
    );
    const { client } = await signedInClient(t.app, colleague, false, testAddress());
    expect((await client.get('/api/employer/search')).statusCode).toBe(200);
  });

  it('is refused the 61st profile view in a minute, counted apart from searches', async () => {
    const employer = await employerWithOrganisation(t, { postcode: 'NE1 4ST' });
    const candidate = await buildCandidate(t.database.db, { postcode: 'NE1 1AD' });
    const url = `/api/employer/candidates/${await referenceFor(t, employer, candidate)}`;
    for (let view = 0; view < 60; view += 1) expect((await employer.client.get(url)).statusCode).toBe(200);
    expect((await employer.client.get(url)).statusCode).toBe(429);
    expect((await employer.client.get('/api/employer/search')).statusCode).toBe(200);
  });

  it('can be configured off (0), as a load test of one employer needs', async () => {
    const unlimited = await createTestApp({
      now: () => clock,
      env: { EMPLOYER_BROWSE_LIMIT_PER_MINUTE: '0', EMPLOYER_BROWSE_LIMIT_PER_DAY: '0' },
    });
    try {
      const employer = await employerWithOrganisation(unlimited, { postcode: 'NE1 4ST' });
      for (let search = 0; search < 70; search += 1)
        expect((await employer.client.get('/api/employer/search')).statusCode).toBe(200);
    } finally {
      await unlimited.app.close();
    }
  });
});
