import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, createClient, signedInClient, type TestClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { buildOrganisation } from '../test/marketplace.test-utils';
import { type CallerName, callers } from './permission-matrix.test-utils';
import { permissionTable as table } from './permission-table.test-utils';

/*
 * Who may call what, as an automated matrix: every registered /api route × every kind
 * of caller (permission-matrix.test-utils.ts), against the table in permission-table.test-utils.ts.
 * 'ok' means the access check lets the call through (the answer may still be a 400 or 404 about the
 * request itself); a number is the status the access check must answer with. A route missing from
 * the table fails the test, so a new route cannot ship without a decision.
 */

/** Event streams never end by themselves: read their status and headers, then hang up. */
const streamingRoutes = new Set(['GET /api/community/events', 'HEAD /api/community/events']);

async function openStream(t: TestApp, client: TestClient, method: string, url: string) {
  const cookie = client.jar.header();
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    payloadAsStream: true,
  });
  const stream = response.stream();
  let body = '';
  if (response.statusCode !== 200) for await (const chunk of stream) body += String(chunk);
  stream.destroy();
  return { statusCode: response.statusCode, body };
}

/** Calls that change the caller's own state run last, so they cannot affect the other rows. */
// In this order: signing out everywhere ends every caller's session, so it goes very last.
const runLast = ['POST /api/account/consent/recruitment', 'POST /api/account/sign-out-everywhere'];
const runOrder = (key: string) => runLast.indexOf(key) + 1;

describe('permission matrix', () => {
  let t: TestApp;
  const clients = new Map<CallerName, TestClient>();

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    let address = 10;
    const nextAddress = () => `10.9.0.${address++}`;
    const signIn = async (name: CallerName, options: Parameters<typeof buildAccount>[1], totp = false) => {
      const account = await buildAccount(db, options);
      clients.set(name, (await signedInClient(t.app, account, totp, nextAddress())).client);
      return account;
    };
    const signInEmployer = (name: CallerName) => signIn(name, { role: 'employer' });
    clients.set('anonymous', createClient(t.app, {}, { remoteAddress: nextAddress() }));
    await signIn('unapprovedCandidate', { role: 'candidate', approved: false });
    await signIn('unapprovedEmployer', { role: 'employer', approved: false });
    await signIn('candidateWithoutConsent', { role: 'candidate', recruitmentConsent: false });
    // A job seeker: matched vacancies answer other tiers, past the access check, with the tier they need.
    await signIn('candidate', { role: 'candidate', tier: 'active_seeker' });
    await buildOrganisation(db, (await signInEmployer('employer')).userId, { status: 'verified' });
    await buildOrganisation(db, (await signInEmployer('unverifiedEmployer')).userId, { status: 'pending' });
    await signIn('admin', { role: 'admin' }, true);
    await signIn('masterAdmin', { role: 'master_admin' }, true);
    await signIn('systemAdmin', { role: 'system_admin' }, true);
    await signIn('adminWithoutTotp', { role: 'admin' }, false);
  }, 120_000);

  afterAll(async () => {
    await t.app.close();
  });

  it('has a decision for every registered /api route', () => {
    const registered = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    const missing = registered.filter((key) => !(key in table));
    expect(missing, 'routes missing from the permission table').toEqual([]);
    const stale = Object.keys(table).filter((key) => !registered.includes(key));
    expect(stale, 'table rows for routes that no longer exist').toEqual([]);
  });

  it('answers every route as the table says, for every caller', async () => {
    const routes = [...t.app.apiRoutes].sort(
      (a, b) => runOrder(`${a.method} ${a.url}`) - runOrder(`${b.method} ${b.url}`),
    );
    const mismatches: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const row = table[key];
      if (!row) continue;
      const url = route.url
        .replace(':id', randomUUID())
        .replace(':reference', randomUUID())
        .replace(':odsCode', 'Y12345')
        .replace(':kind', 'cv')
        .replace(':tourName', 'matrix_tour')
        .replace('*', 'get-session');
      for (const caller of callers) {
        const client = clients.get(caller);
        if (!client) throw new Error(`no client for ${caller}`);
        const response = streamingRoutes.has(key)
          ? await openStream(t, client, route.method, url)
          : await client.request(
              route.method,
              url,
              route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
            );
        const expected = row[caller];
        // HEAD answers carry no body: judge them by status alone.
        const accessRefusal =
          (response.statusCode === 401 || response.statusCode === 403) &&
          (route.method === 'HEAD' ||
            [
              'UNAUTHENTICATED',
              'NOT_APPROVED',
              'FORBIDDEN',
              'CONSENT_REQUIRED',
              'TWO_FACTOR_REQUIRED',
              'ACCOUNT_SUSPENDED',
              'ORGANISATION_NOT_VERIFIED',
            ].includes((response.body ? safeCode(response.body) : '') ?? ''));
        const ok = expected === 'ok' ? !accessRefusal : response.statusCode === expected && accessRefusal;
        if (!ok)
          mismatches.push(
            `${key} as ${caller}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});

function safeCode(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const error = (parsed as { error: { code?: unknown } }).error;
      return typeof error.code === 'string' ? error.code : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}
