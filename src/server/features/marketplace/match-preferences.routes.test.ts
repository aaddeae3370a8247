import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchDigestCandidatesOnly } from '../../../shared/marketplace/match-alerts.messages';
import { signedInClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { buildCandidate, signedInAs, testAddress } from '../../test/marketplace.test-utils';

/* The notification preferences' matches digest: a professional's choice, kept on their profile. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const url = '/api/account/notification-preferences';

describe('the matches digest in the notification preferences', () => {
  it('reads weekly by default for a professional, and saves their choice with the e-mail opt-outs', async () => {
    const account = await buildCandidate(t.database.db, { tier: 'active_seeker' });
    const { client } = await signedInClient(t.app, account, false, testAddress());
    expect((await client.get(url)).json()).toEqual({ emailOff: [], matchDigest: 'weekly' });

    const saved = await client.put(url, { emailOff: ['job_closed'], matchDigest: 'daily' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ emailOff: ['job_closed'], matchDigest: 'daily' });
    // Leaving it out keeps it.
    await client.put(url, { emailOff: [] });
    expect((await client.get(url)).json()).toEqual({ emailOff: [], matchDigest: 'daily' });
  });

  it('is not offered to an employer, who turns the saved-search e-mail off as a kind', async () => {
    const { client } = await signedInAs(t, { role: 'employer' });
    expect((await client.get(url)).json()).toEqual({ emailOff: [] });
    const refused = await client.put(url, { emailOff: [], matchDigest: 'daily' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: { code: 'MATCH_DIGEST_CANDIDATES_ONLY', message: matchDigestCandidatesOnly },
    });
    const off = await client.put(url, { emailOff: ['saved_search_match'] });
    expect(off.json()).toEqual({ emailOff: ['saved_search_match'] });
  });
});
