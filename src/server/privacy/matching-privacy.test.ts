import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VacancySuggestionsResponse } from '../../shared/marketplace/suggestion.schemas';
import { candidateProfiles } from '../db/schema';
import { postVacancy } from '../features/marketplace/vacancies.test-utils';
import { signedInClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import {
  buildCandidate,
  employerWithOrganisation,
  referenceFor,
  testAddress,
} from '../test/marketplace.test-utils';

/*
 * The privacy proof of suggested professionals (next to employer-privacy.test.ts, which probes every
 * employer route): a suggestion is an anonymised card. Every byte of the answer is searched for each
 * suggested professional's name, e-mail, phone, full postcode, account id, internal reference and
 * another organisation's reference; one who hides from the organisation is not there at all.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('privacy proof: suggested professionals', () => {
  it('shows matching professionals only by this organisation’s reference, and never one who hides from it', async () => {
    const employer = await employerWithOrganisation(t, { postcode: 'SO14 7DU', name: 'Proof Practice' });
    const other = await employerWithOrganisation(t, { postcode: 'SO14 7DU', name: 'Other Practice' });
    const vacancy = await postVacancy(employer, { closingDate: dayFromNow(30), startDate: dayFromNow(60) });
    const seeded: { tag: string; candidate: Awaited<ReturnType<typeof buildCandidate>>; tokens: string[] }[] =
      [];
    for (const tag of ['Alpha', 'Bravo', 'Hider']) {
      const name = `Suggest${tag} Person${tag}`;
      const email = `suggest.${tag.toLowerCase()}@example.test`;
      const postcode = `SO15 ${seeded.length + 1}AB`;
      const candidate = await buildCandidate(t.database.db, { name, email, postcode, workRadiusKm: 40 });
      const [internal] = await t.database.db
        .select({ reference: candidateProfiles.reference })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, candidate.userId));
      seeded.push({
        tag,
        candidate,
        tokens: [
          name,
          `Suggest${tag}`,
          email,
          '07700 900123',
          '07700900123',
          postcode,
          postcode.replace(' ', ''),
          candidate.userId,
          internal?.reference ?? 'internal reference missing',
          await referenceFor(t, other, candidate),
        ],
      });
    }
    const hider = seeded.find((entry) => entry.tag === 'Hider');
    if (!hider) throw new Error('seed missing');
    const { client } = await signedInClient(t.app, hider.candidate, false, testAddress());
    await client.post('/api/candidate/hidden-organisations', { odsCode: employer.organisation.odsCode });

    const response = await employer.client.get(`/api/employer/vacancies/${vacancy.id}/suggestions`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as VacancySuggestionsResponse;
    const text = `${JSON.stringify(response.headers)}\n${response.body}`;
    const shown = seeded.filter((entry) => entry.tag !== 'Hider');
    expect(body.suggestions.map((suggestion) => suggestion.reference).sort()).toEqual(
      (await Promise.all(shown.map((entry) => referenceFor(t, employer, entry.candidate)))).sort(),
    );
    expect(body.suggestions.every((suggestion) => suggestion.postcodeDistrict === 'SO15')).toBe(true);
    const leaks = seeded.flatMap((entry) => entry.tokens.filter((token) => text.includes(token)));
    expect(leaks).toEqual([]);
    expect(text).not.toContain(await referenceFor(t, employer, hider.candidate));
  });
});

function dayFromNow(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
