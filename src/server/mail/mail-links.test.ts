import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { retentionPeriods } from '../../shared/content/retention-periods';
import { ageAccount, inactivityWarningEdge } from '../features/retention/retention.test-utils';
import {
  buildContactBody,
  buildRecruitmentBody,
  formClient,
} from '../features/submissions/submissions.test-utils';
import { buildAccount, createClient, signedInClient, strongPassword } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { listOutbox } from './mail.test-utils';

/*
 * Every link of a platform e-mail opens the marketplace host (its header, its
 * cookie jar), and the consultancy's own confirmations stay on the consultancy host.
 */
const consultancy = 'http://localhost:3000';
const marketplace = 'http://arrsplace.localhost:3000';

let t: TestApp;
let clock: Date;
let nextAddress = 10;
const address = () => `127.0.1.${nextAddress++}`;

beforeEach(async () => {
  clock = new Date();
  t = await createTestApp({
    env: { PUBLIC_URL: consultancy, ADMIN_NOTIFY_EMAIL: 'ops@example.test' },
    now: () => clock,
  });
});
afterEach(async () => {
  await t.app.close();
});

type OutboxRow = Awaited<ReturnType<typeof listOutbox>>[number];

/** Every absolute link of a message: the plain-text lines and the HTML hrefs. */
function linksOf(mail: OutboxRow): string[] {
  const text = mail.textBody.match(/https?:\/\/\S+/g) ?? [];
  const hrefs = [...mail.htmlBody.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...text, ...hrefs];
}

async function mailsOf(template: string, to?: string): Promise<OutboxRow[]> {
  return (await listOutbox(t.database.db)).filter(
    (row) => row.template === template && (to === undefined || row.toAddress === to),
  );
}

/** The one mail of `template`, all of whose links must open `origin`; returns its first link to follow. */
async function onlyLinksTo(origin: string, template: string, to?: string, part = ''): Promise<URL> {
  const mails = await mailsOf(template, to);
  expect(mails.length, `${template} mails`).toBeGreaterThan(0);
  const mail = mails.at(-1) as OutboxRow;
  const links = linksOf(mail);
  expect(links.length, `links in ${template}`).toBeGreaterThan(0);
  for (const link of links) expect(new URL(link).origin, `${template}: ${link}`).toBe(origin);
  return new URL(links.find((link) => link.includes(part)) ?? '');
}

/** Follows a mailed link as the browser would: on the link's own host. */
function visit(link: URL, client = createClient(t.app, { host: link.host })) {
  return client.get(`${link.pathname}${link.search}`);
}

const signUpBody = (email: string) => ({
  fullName: 'Sam Okafor',
  email,
  password: strongPassword,
  confirmPassword: strongPassword,
  role: 'employer',
  acceptTerms: true,
  acceptPrivacy: true,
});

describe('links in platform e-mails open the marketplace host', () => {
  it('defaults MARKETPLACE_URL to the first marketplace host on the scheme and port of PUBLIC_URL', () => {
    expect(t.config.MARKETPLACE_URL).toBe(marketplace);
  });

  it('sign-up: the verification link, and the resent one, verify on the marketplace host', async () => {
    const client = createClient(t.app, {}, { remoteAddress: address() });
    expect((await client.post('/api/account/sign-up', signUpBody('sam@example.test'))).statusCode).toBe(201);
    const first = await onlyLinksTo(marketplace, 'verify-email', 'sam@example.test', '/verify-email');
    expect(first.pathname).toBe('/api/auth/verify-email');
    const admin = await onlyLinksTo(marketplace, 'admin-notification', 'ops@example.test');
    expect(admin.pathname).toBe('/arrsplace/admin');

    // Signing in before verifying makes better-auth send the link again, built on its own base URL.
    expect((await client.signIn('sam@example.test')).statusCode).toBe(403);
    expect(await mailsOf('verify-email')).toHaveLength(2);
    const resent = await onlyLinksTo(marketplace, 'verify-email', 'sam@example.test', '/verify-email');
    const landing = await visit(resent);
    expect(landing.statusCode).toBe(302);
    const page = new URL(String(landing.headers.location), resent);
    expect(`${page.origin}${page.pathname}${page.search}`).toBe(`${marketplace}/arrsplace/auth?verified=1`);
    expect((await client.signIn('sam@example.test')).statusCode).toBe(200);
  });

  it('sign-up with a taken address: the notice links to sign-in on the marketplace host', async () => {
    const existing = await buildAccount(t.database.db, { email: 'taken@example.test' });
    const client = createClient(t.app, {}, { remoteAddress: address() });
    await client.post('/api/account/sign-up', signUpBody(existing.email));
    const link = await onlyLinksTo(marketplace, 'account-exists', existing.email);
    expect(link.pathname).toBe('/arrsplace/auth');
  });

  it('password reset: the link opens the reset page on the marketplace host', async () => {
    const account = await buildAccount(t.database.db);
    const client = createClient(t.app, {}, { remoteAddress: address() });
    const request = await client.post('/api/auth/request-password-reset', {
      email: account.email,
      redirectTo: '/arrsplace/reset-password',
    });
    expect(request.statusCode).toBe(200);
    const link = await onlyLinksTo(marketplace, 'reset-password', account.email, '/reset-password/');
    const landing = await visit(link);
    expect(landing.statusCode).toBe(302);
    const page = new URL(String(landing.headers.location), link);
    expect(page.origin).toBe(marketplace);
    expect(page.pathname).toBe('/arrsplace/reset-password');
    expect(page.searchParams.get('token')).toMatch(/^\w+$/);
  });

  it('approval: the sign-in link opens the marketplace host', async () => {
    const pending = await buildAccount(t.database.db, { approved: false });
    const admin = await buildAccount(t.database.db, { role: 'admin' });
    const { client } = await signedInClient(t.app, admin, true, address());
    expect((await client.post(`/api/admin/accounts/${pending.userId}/approve`)).statusCode).toBe(200);
    const link = await onlyLinksTo(marketplace, 'account-approved', pending.email);
    expect(link.pathname).toBe('/arrsplace/auth');
  });

  it('inactivity warning: the sign-in link opens the marketplace host', async () => {
    const dormant = await buildAccount(t.database.db);
    const edge = inactivityWarningEdge(clock, retentionPeriods.candidateInactivity);
    await ageAccount(t.database.db, dormant.userId, new Date(edge.getTime() - 60_000));
    expect((await t.app.retention.runOnce()).inactiveCandidates.warned).toBe(1);
    const link = await onlyLinksTo(marketplace, 'inactivity-warning', dormant.email);
    expect(link.pathname).toBe('/arrsplace/auth');
  });
});

describe("the consultancy's own e-mails stay on the consultancy host", () => {
  it('contact and recruitment confirmations name the consultancy and link only to it', async () => {
    const form = formClient(t.app, address());
    expect((await form.contact(buildContactBody())).statusCode).toBe(201);
    expect((await form.recruitment(buildRecruitmentBody())).statusCode).toBe(201);
    for (const template of ['contact-confirmation', 'recruitment-confirmation']) {
      await onlyLinksTo(consultancy, template);
      const [mail] = await mailsOf(template);
      expect(mail?.htmlBody).toContain('>Meridian Health Partners</a>');
      expect(mail?.textBody).not.toContain('ARRS Place by');
    }
  });
});
