import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, createClient, signedInClient, type TestClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { buildOrganisation } from '../test/marketplace.test-utils';

/**
 * Who may call what, as an automated matrix (DESIGN §5): every registered /api route ×
 * every kind of caller. 'ok' means the access check lets the call through (the answer may still be a
 * 400 or 404 about the request itself); a number is the status the access check must answer with.
 * A route missing from the table fails the test, so a new route cannot ship without a decision.
 */
const callers = [
  'anonymous',
  'unapprovedCandidate',
  'unapprovedEmployer',
  'candidateWithoutConsent',
  'candidate',
  'employer',
  'unverifiedEmployer',
  'admin',
  'masterAdmin',
  'systemAdmin',
  'adminWithoutTotp',
] as const;
type CallerName = (typeof callers)[number];
type Expected = 'ok' | 401 | 403;
type Row = Record<CallerName, Expected>;
/** The rows are written for the other callers; an admin without TOTP follows from each (below). */
type PartialRow = Omit<Row, 'adminWithoutTotp'>;

const everyone: PartialRow = {
  anonymous: 'ok',
  unapprovedCandidate: 'ok',
  unapprovedEmployer: 'ok',
  candidateWithoutConsent: 'ok',
  candidate: 'ok',
  employer: 'ok',
  unverifiedEmployer: 'ok',
  admin: 'ok',
  masterAdmin: 'ok',
  systemAdmin: 'ok',
};
const anySession: PartialRow = { ...everyone, anonymous: 401 };
const approvedOnly: PartialRow = { ...anySession, unapprovedCandidate: 403, unapprovedEmployer: 403 };
const candidatesOnly: PartialRow = {
  ...approvedOnly,
  employer: 403,
  unverifiedEmployer: 403,
  admin: 403,
  masterAdmin: 403,
  systemAdmin: 403,
};
/** The candidate area: approved candidates who have given recruitment consent. */
const candidateArea: PartialRow = { ...candidatesOnly, candidateWithoutConsent: 403 };
const adminsOnly: PartialRow = {
  ...approvedOnly,
  candidateWithoutConsent: 403,
  candidate: 403,
  employer: 403,
  unverifiedEmployer: 403,
};
/** Any approved employer, verified or not: the organisation, its team, the limited dashboard. */
const employersOnly: PartialRow = {
  ...approvedOnly,
  candidateWithoutConsent: 403,
  candidate: 403,
  admin: 403,
  masterAdmin: 403,
  systemAdmin: 403,
};
/** Employers of a verified organisation: search, profiles and opportunities. */
const verifiedEmployersOnly: PartialRow = { ...employersOnly, unverifiedEmployer: 403 };

const partialTable: Record<string, PartialRow> = {
  'GET /api/health': everyone,
  'HEAD /api/health': everyone,
  'POST /api/not-found': everyone,
  'GET /api/auth/*': everyone,
  'HEAD /api/auth/*': everyone,
  'POST /api/auth/*': everyone,
  'POST /api/account/sign-up': everyone,
  'POST /api/account/password-check': everyone,
  'POST /api/submissions/contact': everyone,
  'POST /api/submissions/recruitment': everyone,
  // Analytics beacons: anonymous visitors too; the user, if any, comes from the session.
  'POST /api/analytics/page-view': everyone,
  'POST /api/analytics/click': everyone,
  'POST /api/analytics/session-end': everyone,
  'POST /api/analytics/active': everyone,
  // The session probe answers visitors that nobody is signed in (200), rather than refusing them.
  'GET /api/account/me': everyone,
  'HEAD /api/account/me': everyone,
  'POST /api/account/activity': anySession,
  'DELETE /api/account': anySession,
  // Right of access: anyone signed in may download what is held about them.
  'GET /api/account/export': anySession,
  'POST /api/account/sign-out-everywhere': anySession,
  'HEAD /api/account/export': anySession,
  'PUT /api/account/tours/:tourName': anySession,
  'GET /api/account/consents': approvedOnly,
  'HEAD /api/account/consents': approvedOnly,
  'PUT /api/account/consents': approvedOnly,
  'POST /api/account/consent/recruitment': candidatesOnly,
  'GET /api/admin/accounts': adminsOnly,
  'HEAD /api/admin/accounts': adminsOnly,
  'POST /api/admin/accounts/:id/approve': adminsOnly,
  'POST /api/admin/accounts/:id/reject': adminsOnly,
  'POST /api/admin/accounts/:id/role': adminsOnly,
  'POST /api/admin/accounts/:id/suspend': adminsOnly,
  'POST /api/admin/accounts/:id/unsuspend': adminsOnly,
  // The accounts page's tier, sign out everywhere and audit trail; the mail and audit viewers.
  'POST /api/admin/accounts/:id/tier': adminsOnly,
  'POST /api/admin/accounts/:id/sign-out-everywhere': adminsOnly,
  'GET /api/admin/accounts/:id/audit': adminsOnly,
  'HEAD /api/admin/accounts/:id/audit': adminsOnly,
  'GET /api/admin/mail': adminsOnly,
  'HEAD /api/admin/mail': adminsOnly,
  'POST /api/admin/mail/:id/retry': adminsOnly,
  'GET /api/admin/audit': adminsOnly,
  'HEAD /api/admin/audit': adminsOnly,
  'GET /api/admin/audit/event-types': adminsOnly,
  'HEAD /api/admin/audit/event-types': adminsOnly,
  // The candidate's own profile.
  'GET /api/candidate/profile': candidateArea,
  'HEAD /api/candidate/profile': candidateArea,
  'PATCH /api/candidate/profile': candidateArea,
  'PUT /api/candidate/registration': candidateArea,
  'PUT /api/candidate/tier': candidateArea,
  'POST /api/candidate/skills': candidateArea,
  'PUT /api/candidate/skills/:id': candidateArea,
  'DELETE /api/candidate/skills/:id': candidateArea,
  'PUT /api/candidate/skills-order': candidateArea,
  'POST /api/candidate/experience': candidateArea,
  'PUT /api/candidate/experience/:id': candidateArea,
  'DELETE /api/candidate/experience/:id': candidateArea,
  'PUT /api/candidate/experience-order': candidateArea,
  'POST /api/candidate/qualifications': candidateArea,
  'PUT /api/candidate/qualifications/:id': candidateArea,
  'DELETE /api/candidate/qualifications/:id': candidateArea,
  'PUT /api/candidate/qualifications-order': candidateArea,
  'POST /api/candidate/photo': candidateArea,
  'DELETE /api/candidate/photo': candidateArea,
  'POST /api/candidate/video': candidateArea,
  'DELETE /api/candidate/video': candidateArea,
  'GET /api/candidate/documents': candidateArea,
  'HEAD /api/candidate/documents': candidateArea,
  'POST /api/candidate/documents': candidateArea,
  'PUT /api/candidate/documents/:id': candidateArea,
  'DELETE /api/candidate/documents/:id': candidateArea,
  // An uploaded file: any approved caller passes the route's check; the file itself answers 404 to
  // everyone but its owner and admins (per-object rule, tested in media.routes.test.ts).
  'GET /api/files/:id': approvedOnly,
  'HEAD /api/files/:id': approvedOnly,
  // The feedback survey is for candidates and employers.
  'GET /api/feedback/survey': { ...approvedOnly, admin: 403, masterAdmin: 403, systemAdmin: 403 },
  'HEAD /api/feedback/survey': { ...approvedOnly, admin: 403, masterAdmin: 403, systemAdmin: 403 },
  'POST /api/feedback/survey/dismiss': { ...approvedOnly, admin: 403, masterAdmin: 403, systemAdmin: 403 },
  'POST /api/feedback': { ...approvedOnly, admin: 403, masterAdmin: 403, systemAdmin: 403 },
  // The community is for signed-in, approved members of every role (no consent needed).
  'GET /api/community/posts': approvedOnly,
  'HEAD /api/community/posts': approvedOnly,
  'POST /api/community/posts': approvedOnly,
  'GET /api/community/posts/:id': approvedOnly,
  'HEAD /api/community/posts/:id': approvedOnly,
  'GET /api/community/posts/:id/comments': approvedOnly,
  'HEAD /api/community/posts/:id/comments': approvedOnly,
  'POST /api/community/posts/:id/comments': approvedOnly,
  'PUT /api/community/posts/:id/vote': approvedOnly,
  'PUT /api/community/comments/:id/vote': approvedOnly,
  'POST /api/community/posts/:id/reports': approvedOnly,
  'POST /api/community/comments/:id/reports': approvedOnly,
  'GET /api/community/stats': approvedOnly,
  'HEAD /api/community/stats': approvedOnly,
  'GET /api/community/trending': approvedOnly,
  'HEAD /api/community/trending': approvedOnly,
  'GET /api/community/events': approvedOnly,
  'HEAD /api/community/events': approvedOnly,
  'GET /api/admin/community/reports': adminsOnly,
  'HEAD /api/admin/community/reports': adminsOnly,
  'POST /api/admin/community/posts/:id/moderation': adminsOnly,
  'POST /api/admin/community/comments/:id/moderation': adminsOnly,
  'PUT /api/admin/community/posts/:id/pin': adminsOnly,
  // The employer's organisation and team, and the admins' verification queue.
  'GET /api/employer/organisation': employersOnly,
  'HEAD /api/employer/organisation': employersOnly,
  'POST /api/employer/organisation': employersOnly,
  'PUT /api/employer/organisation': employersOnly,
  'POST /api/employer/organisation/invites': employersOnly,
  'DELETE /api/employer/organisation/invites/:id': employersOnly,
  'POST /api/employer/organisation/invites/accept': employersOnly,
  'DELETE /api/employer/organisation/members/:id': employersOnly,
  'GET /api/employer/search': verifiedEmployersOnly,
  'HEAD /api/employer/search': verifiedEmployersOnly,
  'GET /api/employer/candidates/:reference': verifiedEmployersOnly,
  'HEAD /api/employer/candidates/:reference': verifiedEmployersOnly,
  'GET /api/employer/candidates/:reference/video': verifiedEmployersOnly,
  'HEAD /api/employer/candidates/:reference/video': verifiedEmployersOnly,
  // The candidate's list of organisations to hide from.
  'GET /api/candidate/hidden-organisations': candidateArea,
  'HEAD /api/candidate/hidden-organisations': candidateArea,
  'POST /api/candidate/hidden-organisations': candidateArea,
  'DELETE /api/candidate/hidden-organisations/:odsCode': candidateArea,
  'GET /api/candidate/organisation-lookup': candidateArea,
  'HEAD /api/candidate/organisation-lookup': candidateArea,
  'POST /api/employer/opportunities': verifiedEmployersOnly,
  'GET /api/employer/opportunities': verifiedEmployersOnly,
  'HEAD /api/employer/opportunities': verifiedEmployersOnly,
  'GET /api/employer/opportunities/:id': verifiedEmployersOnly,
  'HEAD /api/employer/opportunities/:id': verifiedEmployersOnly,
  'POST /api/employer/opportunities/:id/status': verifiedEmployersOnly,
  'GET /api/employer/opportunities/:id/files/:kind': verifiedEmployersOnly,
  'HEAD /api/employer/opportunities/:id/files/:kind': verifiedEmployersOnly,
  'GET /api/employer/reimbursement-rates': verifiedEmployersOnly,
  'HEAD /api/employer/reimbursement-rates': verifiedEmployersOnly,
  'GET /api/candidate/opportunities': candidateArea,
  'HEAD /api/candidate/opportunities': candidateArea,
  'POST /api/candidate/opportunities/:id/approve': candidateArea,
  'POST /api/candidate/opportunities/:id/decline': candidateArea,
  'POST /api/candidate/opportunities/:id/withdraw': candidateArea,
  'GET /api/candidate/consent-receipts': candidateArea,
  'HEAD /api/candidate/consent-receipts': candidateArea,
  'GET /api/candidate/consent-receipts/:id': candidateArea,
  'HEAD /api/candidate/consent-receipts/:id': candidateArea,
  'GET /api/admin/opportunities': adminsOnly,
  'HEAD /api/admin/opportunities': adminsOnly,
  'POST /api/admin/opportunities/:id/status': adminsOnly,
  'POST /api/admin/opportunities/:id/fee': adminsOnly,
  'GET /api/admin/reimbursement-rates': adminsOnly,
  'HEAD /api/admin/reimbursement-rates': adminsOnly,
  'PUT /api/admin/reimbursement-rates': adminsOnly,
  // The analytics dashboards.
  'GET /api/admin/analytics/overview': adminsOnly,
  'HEAD /api/admin/analytics/overview': adminsOnly,
  'GET /api/admin/analytics/breakdown': adminsOnly,
  'HEAD /api/admin/analytics/breakdown': adminsOnly,
  'GET /api/admin/analytics/realtime': adminsOnly,
  'HEAD /api/admin/analytics/realtime': adminsOnly,
  'GET /api/admin/analytics/funnel': adminsOnly,
  'HEAD /api/admin/analytics/funnel': adminsOnly,
  'GET /api/admin/analytics/export.csv': adminsOnly,
  'HEAD /api/admin/analytics/export.csv': adminsOnly,
  // Everyone approved has a bell and e-mail preferences.
  'GET /api/notifications': approvedOnly,
  'HEAD /api/notifications': approvedOnly,
  'POST /api/notifications/read': approvedOnly,
  'GET /api/account/notification-preferences': approvedOnly,
  'HEAD /api/account/notification-preferences': approvedOnly,
  'PUT /api/account/notification-preferences': approvedOnly,
  'GET /api/admin/organisations': adminsOnly,
  'HEAD /api/admin/organisations': adminsOnly,
  'POST /api/admin/organisations/:id/verify': adminsOnly,
  'POST /api/admin/organisations/:id/reject': adminsOnly,
  'POST /api/admin/organisations/:id/revoke': adminsOnly,
  // The submissions inbox (every admin role with TOTP, like the other admin queues).
  'GET /api/admin/submissions': adminsOnly,
  'HEAD /api/admin/submissions': adminsOnly,
  'GET /api/admin/submissions/export': adminsOnly,
  'HEAD /api/admin/submissions/export': adminsOnly,
  'GET /api/admin/submissions/:kind/:id': adminsOnly,
  'HEAD /api/admin/submissions/:kind/:id': adminsOnly,
  'POST /api/admin/submissions/recruitment/:id/approve': adminsOnly,
  'PUT /api/admin/submissions/:kind/:id/status': adminsOnly,
  'PUT /api/admin/submissions/:kind/:id/notes': adminsOnly,
  'GET /api/admin/dashboard': adminsOnly,
  'HEAD /api/admin/dashboard': adminsOnly,
  'GET /api/admin/documents': adminsOnly,
  'HEAD /api/admin/documents': adminsOnly,
  'GET /api/admin/documents/expiring': adminsOnly,
  'HEAD /api/admin/documents/expiring': adminsOnly,
  'POST /api/admin/documents/:id/verify': adminsOnly,
  'POST /api/admin/documents/:id/reject': adminsOnly,
  'GET /api/admin/feedback': adminsOnly,
  'HEAD /api/admin/feedback': adminsOnly,
  // The API documentation: the OpenAPI document, the Swagger UI and its files (openapi.plugin.ts).
  'GET /api/docs/openapi.json': adminsOnly,
  'HEAD /api/docs/openapi.json': adminsOnly,
  'GET /api/docs': adminsOnly,
  'HEAD /api/docs': adminsOnly,
  'HEAD /api/docs/': adminsOnly,
  'GET /api/docs/json': adminsOnly,
  'HEAD /api/docs/json': adminsOnly,
  'GET /api/docs/yaml': adminsOnly,
  'HEAD /api/docs/yaml': adminsOnly,
  'GET /api/docs/static/index.html': adminsOnly,
  'HEAD /api/docs/static/index.html': adminsOnly,
  'GET /api/docs/static/swagger-initializer.js': adminsOnly,
  'HEAD /api/docs/static/swagger-initializer.js': adminsOnly,
  'GET /api/docs/static/*': adminsOnly,
  'HEAD /api/docs/static/*': adminsOnly,
  // This process's metrics for Prometheus (metrics.routes.ts).
  'GET /api/metrics': adminsOnly,
  'HEAD /api/metrics': adminsOnly,
  // The admin CLI's channel to a running server: loopback and a token only; these callers are remote.
  'POST /api/internal/admin-accounts': {
    anonymous: 403,
    unapprovedCandidate: 403,
    unapprovedEmployer: 403,
    candidateWithoutConsent: 403,
    candidate: 403,
    employer: 403,
    unverifiedEmployer: 403,
    admin: 403,
    masterAdmin: 403,
    systemAdmin: 403,
  },
  'POST /api/internal/backup': {
    anonymous: 403,
    unapprovedCandidate: 403,
    unapprovedEmployer: 403,
    candidateWithoutConsent: 403,
    candidate: 403,
    employer: 403,
    unverifiedEmployer: 403,
    admin: 403,
    masterAdmin: 403,
    systemAdmin: 403,
  },
};

/**
 * An admin who has not enrolled TOTP may only enrol, see who they are, keep the session
 * alive and sign out (/api/auth: enrolment and sign-out endpoints); every other signed-in route is 403.
 */
const twoFactorEnrolmentRoutes = new Set([
  'GET /api/account/me',
  'HEAD /api/account/me',
  'POST /api/account/activity',
]);
const table: Record<string, Row> = Object.fromEntries(
  Object.entries(partialTable).map(([key, row]) => [
    key,
    {
      ...row,
      adminWithoutTotp: row.anonymous === 'ok' || twoFactorEnrolmentRoutes.has(key) ? 'ok' : 403,
    },
  ]),
);

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
    await signIn('candidate', { role: 'candidate' });
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
