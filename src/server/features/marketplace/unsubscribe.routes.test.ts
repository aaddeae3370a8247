import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnsubscribeList } from '../../../shared/marketplace/unsubscribe.schemas';
import { unsubscribeMessages, unsubscribeRateLimit } from '../../../shared/marketplace/unsubscribe.schemas';
import { candidateProfiles, notificationEmailOptOuts } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { signUnsubscribeToken } from '../../mail/unsubscribe-token';
import { buildAccount } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { buildCandidate, testAddress } from '../../test/marketplace.test-utils';
import { notify } from './notifications.service';

/* One-click unsubscribe: the signed link of an e-mail turns its list off, without signing in. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const tokenFor = (userId: string, list: UnsubscribeList) =>
  signUnsubscribeToken({ userId, list }, t.config.AUTH_SECRET);

/** As a mail client sends it (RFC 8058): no cookie, no Origin, the form body of one-click. */
function oneClick(query: string, remoteAddress = testAddress()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/unsubscribe?${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
    remoteAddress,
  });
}

const optOuts = (userId: string) =>
  t.database.db
    .select({ kind: notificationEmailOptOuts.kind })
    .from(notificationEmailOptOuts)
    .where(eq(notificationEmailOptOuts.userId, userId));

describe('the link in an e-mail', () => {
  it('is in the headers of a notification e-mail, and one click turns that kind off, idempotently', async () => {
    const account = await buildAccount(t.database.db, { role: 'employer', name: 'Ula Unsub' });
    await t.database.db.transaction((tx) =>
      notify({ db: tx, mail: t.app.mail, now: () => new Date() }, [{ ...account, name: 'Ula' }], {
        kind: 'vacancy_closed',
        title: 'Your vacancy closed',
        body: 'It closed.',
        link: null,
      }),
    );
    const mail = (await listOutbox(t.database.db)).find((row) => row.toAddress === account.email);
    const header = mail?.headers?.['List-Unsubscribe'] ?? '';
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/^<(.+)>$/.exec(header)?.[1] ?? 'http://missing');
    expect(link.pathname).toBe('/api/unsubscribe');
    expect(mail?.textBody).toContain(`Unsubscribe: ${link.href}`);

    // Opening the link changes nothing: it shows a button that posts the same link.
    const shown = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    expect(shown.body).toContain('<form method="post" action="/api/unsubscribe?t=');
    expect(shown.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(shown.body).toContain('One of your vacancies closed by itself');
    expect(shown.body).not.toContain('<script');
    expect(await optOuts(account.userId)).toEqual([]);

    const first = await oneClick(link.search.slice(1));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.body).toContain(unsubscribeMessages.done);
    const again = await oneClick(link.search.slice(1));
    expect(again.statusCode).toBe(200);
    expect(await optOuts(account.userId)).toEqual([{ kind: 'vacancy_closed' }]);
  });

  it("turns a job seeker's digest off, and an employer's saved-search digest off", async () => {
    const seeker = await buildCandidate(t.database.db, { tier: 'active_seeker' });
    const response = await oneClick(`t=${encodeURIComponent(tokenFor(seeker.userId, 'matches_digest'))}`);
    expect(response.statusCode).toBe(200);
    const [profile] = await t.database.db
      .select({ matchDigest: candidateProfiles.matchDigest })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, seeker.userId));
    expect(profile?.matchDigest).toBe('off');

    const employer = await buildAccount(t.database.db, { role: 'employer' });
    // The token may come in the form body instead of the address.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `t=${encodeURIComponent(tokenFor(employer.userId, 'saved_search_digest'))}`,
      remoteAddress: testAddress(),
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await optOuts(employer.userId)).toEqual([{ kind: 'saved_search_match' }]);
  });

  it('refuses a forged, altered or missing token with a clear message, and changes nothing', async () => {
    const account = await buildAccount(t.database.db);
    const other = await buildAccount(t.database.db);
    const genuine = tokenFor(account.userId, 'job_closed');
    const [, signature] = genuine.split('.');
    const swapped = `${Buffer.from(JSON.stringify({ u: other.userId, l: 'job_closed' })).toString('base64url')}.${signature}`;
    const foreign = signUnsubscribeToken({ userId: other.userId, list: 'job_closed' }, 'x'.repeat(40));
    for (const token of [swapped, foreign, `${genuine}x`, 'nonsense']) {
      const response = await oneClick(`t=${encodeURIComponent(token)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'UNSUBSCRIBE_LINK_INVALID', message: unsubscribeMessages.invalidToken },
      });
    }
    expect((await oneClick('')).statusCode).toBe(400);
    const page = await t.app.inject({ method: 'GET', url: `/api/unsubscribe?t=${swapped}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This unsubscribe link is not valid.');
    expect(page.body).not.toContain('<form');
    expect(await optOuts(other.userId)).toEqual([]);
    expect(await optOuts(account.userId)).toEqual([]);
  });

  it('is rate limited per client', async () => {
    const address = testAddress();
    const account = await buildAccount(t.database.db);
    const query = `t=${encodeURIComponent(tokenFor(account.userId, 'job_closed'))}`;
    for (let index = 0; index < unsubscribeRateLimit.max; index += 1)
      expect((await oneClick(query, address)).statusCode).toBe(200);
    const refused = await oneClick(query, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(
      await t.database.db
        .select()
        .from(notificationEmailOptOuts)
        .where(and(eq(notificationEmailOptOuts.userId, account.userId))),
    ).toHaveLength(1);
  });
});
