import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { authRateLimits } from '../../auth/auth-rate-limits';
import { signInThrottleRules } from '../../auth/sign-in-throttle';
import { securityEvents, session, user, userProfiles } from '../../db/schema';
import { clientKeyFor } from '../../http/client-key';
import { listOutbox } from '../../mail/mail.test-utils';
import { buildAccount, createClient, strongPassword } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

function linkIn(text: string, pattern: RegExp): string {
  const match = text.replace(/=\r?\n/g, '').match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return match[0];
}

describe('sessions and sign-in', () => {
  let t: TestApp;
  let clock = new Date();
  afterEach(async () => {
    await t.app.close();
  });
  const start = async (env: Record<string, string> = {}) => {
    clock = new Date();
    t = await createTestApp({ env, now: () => clock });
  };
  const advanceMinutes = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  it('verifies the e-mail through the link, and refuses sign-in before that', async () => {
    await start();
    const client = createClient(t.app);
    await client.post('/api/account/sign-up', {
      fullName: 'Sam Okafor',
      email: 'sam@example.test',
      password: strongPassword,
      confirmPassword: strongPassword,
      role: 'employer',
      acceptTerms: true,
      acceptPrivacy: true,
    });
    const before = await client.signIn('sam@example.test');
    expect(before.statusCode).toBe(403);
    expect(before.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const verifyMails = (await listOutbox(t.database.db)).filter(
      (message) => message.template === 'verify-email',
    );
    // One at sign-up, one resent by the refused sign-in; both land on the sign-in page.
    expect(verifyMails).toHaveLength(2);
    const mail = verifyMails[1];
    const link = new URL(
      linkIn(mail?.textBody ?? '', /http:\/\/arrsplace\.localhost:3000\/api\/auth\/verify-email\?\S+/),
    );
    const visit = await client.get(`${link.pathname}${link.search}`);
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('/arrsplace/auth?verified=1');
    const [row] = await t.database.db.select().from(user).where(eq(user.email, 'sam@example.test'));
    expect(row?.emailVerified).toBe(true);

    expect((await client.signIn('sam@example.test')).statusCode).toBe(200);
    const me = await client.get('/api/account/me');
    expect(me.json().profile).toMatchObject({ role: 'employer', isApproved: false });
  });

  it('refuses a wrong password with the same answer as an unknown e-mail', async () => {
    await start();
    const account = await buildAccount(t.database.db);
    const wrong = await createClient(t.app).signIn(account.email, 'Wrong-Password-123!');
    const unknown = await createClient(t.app).signIn('nobody@example.test', 'Wrong-Password-123!');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('keeps an unapproved user out of approved routes with the pending text', async () => {
    await start();
    const account = await buildAccount(t.database.db, { role: 'employer', approved: false });
    const client = createClient(t.app);
    await client.signIn(account.email);
    const consents = await client.get('/api/account/consents');
    expect(consents.statusCode).toBe(403);
    expect(consents.json().error).toEqual({
      code: 'NOT_APPROVED',
      message: "Your account is under review. You'll receive an email when approved.",
    });
  });

  it('expires a session idle for more than 30 minutes, on the server', async () => {
    await start();
    const account = await buildAccount(t.database.db);
    const client = createClient(t.app);
    await client.signIn(account.email, account.password, false);
    advanceMinutes(29);
    expect((await client.get('/api/account/me')).statusCode).toBe(200);
    advanceMinutes(29); // activity at minute 29 restarted the idle clock
    expect((await client.get('/api/account/me')).statusCode).toBe(200);
    advanceMinutes(31);
    const expired = await client.post('/api/account/activity');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Session expired due to inactivity',
    });
    expect(await t.database.db.select().from(session)).toHaveLength(0);
    // The session is gone: from now on the browser is simply signed out.
    expect((await client.get('/api/account/me')).json()).toEqual({ signedIn: false });
  });

  it("tells the session probe's caller that the session ended for inactivity, without an error status", async () => {
    await start();
    const account = await buildAccount(t.database.db);
    const client = createClient(t.app);
    await client.signIn(account.email, account.password, false);
    advanceMinutes(31);
    const expired = await client.get('/api/account/me');
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toEqual({ signedIn: false, reason: 'SESSION_EXPIRED' });
    expect(await t.database.db.select().from(session)).toHaveLength(0);
  });

  it('answers a visitor, or a cookie of no session, that nobody is signed in (200, not 401)', async () => {
    await start();
    const cookies: Record<string, string>[] = [{}, { cookie: 'arrs.session_token=forged.value' }];
    for (const headers of cookies) {
      const probe = await createClient(t.app, headers).get('/api/account/me');
      expect(probe.statusCode).toBe(200);
      expect(probe.json()).toEqual({ signedIn: false });
    }
    const account = await buildAccount(t.database.db, { role: 'employer', approved: false });
    const client = createClient(t.app);
    await client.signIn(account.email, account.password);
    const me = await client.get('/api/account/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ signedIn: true, user: { email: account.email } });
    expect(me.json().profile).toMatchObject({ role: 'employer', isApproved: false });
    await client.post('/api/auth/sign-out');
    expect((await client.get('/api/account/me')).json()).toEqual({ signedIn: false });
  });

  it('still refuses a suspended account on the session probe', async () => {
    await start();
    const account = await buildAccount(t.database.db);
    const client = createClient(t.app);
    await client.signIn(account.email, account.password);
    await t.database.db
      .update(userProfiles)
      .set({ isSuspended: true })
      .where(eq(userProfiles.userId, account.userId));
    const me = await client.get('/api/account/me');
    expect(me.statusCode).toBe(403);
    expect(me.json().error.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('keeps a remembered session through a 31-minute pause but not past 7 idle days', async () => {
    await start();
    const account = await buildAccount(t.database.db);
    const client = createClient(t.app);
    await client.signIn(account.email, account.password, true);
    const me = await client.get('/api/account/me');
    expect(me.json().session).toMatchObject({ rememberMe: true, idleTimeoutSeconds: 7 * 24 * 3600 });
    advanceMinutes(31);
    expect((await client.get('/api/account/me')).statusCode).toBe(200);
    advanceMinutes(7 * 24 * 60 + 1);
    expect((await client.get('/api/account/me')).json()).toEqual({
      signedIn: false,
      reason: 'SESSION_EXPIRED',
    });
  });

  it('gives a browser-session cookie without Stay signed in, and a 7-day one with it', async () => {
    await start();
    const account = await buildAccount(t.database.db);
    const cookieOf = (response: { headers: Record<string, unknown> }) =>
      ([] as string[])
        .concat(response.headers['set-cookie'] as string[])
        .find((c) => c.startsWith('arrs.session_token='));
    const brief = cookieOf(await createClient(t.app).signIn(account.email, account.password, false));
    const remembered = cookieOf(await createClient(t.app).signIn(account.email, account.password, true));
    expect(brief).not.toMatch(/max-age/i);
    expect(remembered).toMatch(/Max-Age=604800/);
  });

  /** Uses up all but `left` of a client address's sign-in attempts (100 real ones would be slow). */
  const exhaustSignIns = async (address: string, left: number) => {
    const key = clientKeyFor(address, t.config.AUTH_SECRET);
    for (let i = 0; i < authRateLimits.signIn.max - left; i += 1) {
      expect((await t.app.rateLimiter.consume(authRateLimits.signIn, key)).allowed).toBe(true);
    }
  };
  // A different account each time: the per-account limit (sign-in-throttle.test.ts) stays out of it.
  const wrongPassword = (client: ReturnType<typeof createClient>, n: number) =>
    client.signIn(`x${n}@example.test`, 'Wrong-Password-1!');

  it('limits sign-in attempts per client address, and a spoofed X-Forwarded-For does not reset it', async () => {
    await start();
    await exhaustSignIns('127.0.0.1', 1);
    const attempt = (forwardedFor: string, n: number) =>
      wrongPassword(createClient(t.app, { 'x-forwarded-for': forwardedFor }), n);
    expect((await attempt('203.0.113.1', 1)).statusCode).toBe(401);
    const refused = await attempt('198.51.100.7', 2);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toBe('Security limit reached. Please wait before trying again.');
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'sign_in_throttled'));
    expect(event?.details).toMatchObject({ scope: 'address', email: 'x2@example.test' });
  });

  it('allows a shared address (NAT) many more sign-ins than one account gets', () => {
    expect(authRateLimits.signIn.max).toBeGreaterThanOrEqual(20 * signInThrottleRules.freeFailures);
  });

  it('uses X-Forwarded-For only from a trusted proxy', async () => {
    await start({ TRUST_PROXY: '127.0.0.1' });
    await exhaustSignIns('203.0.113.10', 0);
    const attempt = (forwardedFor: string, n: number) =>
      wrongPassword(createClient(t.app, { 'x-forwarded-for': forwardedFor }), n);
    expect((await attempt('203.0.113.10', 1)).statusCode).toBe(429);
    expect((await attempt('203.0.113.11', 2)).statusCode).toBe(401);
  });

  it('resets a password through the e-mailed link: rules enforced, old password dead, sessions revoked', async () => {
    await start();
    const account = await buildAccount(t.database.db);
    const otherDevice = createClient(t.app);
    await otherDevice.signIn(account.email);
    const client = createClient(t.app);
    const request = await client.post('/api/auth/request-password-reset', {
      email: account.email,
      redirectTo: '/arrsplace/reset-password',
    });
    expect(request.statusCode).toBe(200);
    const [mail] = (await listOutbox(t.database.db)).filter(
      (message) => message.template === 'reset-password',
    );
    const link = new URL(
      linkIn(mail?.textBody ?? '', /http:\/\/arrsplace\.localhost:3000\/api\/auth\/reset-password\/\S+/),
    );
    const visit = await client.get(`${link.pathname}${link.search}`);
    expect(visit.statusCode).toBe(302);
    const target = new URL(String(visit.headers.location), 'http://localhost:3000');
    expect(target.pathname).toBe('/arrsplace/reset-password');
    const token = target.searchParams.get('token') ?? '';

    const short = await client.post('/api/auth/reset-password', { token, newPassword: 'Short-1!' });
    expect(short.json().error.message).toBe('Password must be at least 12 characters long');
    const noDigit = await client.post('/api/auth/reset-password', {
      token,
      newPassword: 'Lantern-Meadow-Quartz!',
    });
    expect(noDigit.json().error.message).toBe('Password must contain at least one number');
    const fresh = 'Harbour-Violet-Kestrel-7?';
    expect((await client.post('/api/auth/reset-password', { token, newPassword: fresh })).statusCode).toBe(
      200,
    );
    const reused = await client.post('/api/auth/reset-password', {
      token,
      newPassword: 'Another-Valid-Pass-8!',
    });
    expect(reused.json().error.message).toBe(
      'Invalid or expired reset link. Please request a new password reset.',
    );

    expect((await createClient(t.app).signIn(account.email, account.password)).statusCode).toBe(401);
    expect((await createClient(t.app).signIn(account.email, fresh)).statusCode).toBe(200);
    expect((await otherDevice.get('/api/account/me')).json()).toEqual({ signedIn: false });
  });

  it('answers a reset request for an unknown e-mail like a known one', async () => {
    await start();
    const response = await createClient(t.app).post('/api/auth/request-password-reset', {
      email: 'nobody@example.test',
      redirectTo: '/arrsplace/reset-password',
    });
    expect(response.statusCode).toBe(200);
    expect(await listOutbox(t.database.db)).toHaveLength(0);
  });

  it('refuses a suspended user at sign-in', async () => {
    await start();
    const account = await buildAccount(t.database.db, { suspended: true });
    const response = await createClient(t.app).signIn(account.email);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect(await t.database.db.select().from(session)).toHaveLength(0);
  });

  it('expires an idle session on the better-auth routes too', async () => {
    await start();
    const account = await buildAccount(t.database.db);
    const client = createClient(t.app);
    await client.signIn(account.email, account.password, false);
    expect((await client.get('/api/auth/get-session')).statusCode).toBe(200);
    advanceMinutes(31);
    const expired = await client.get('/api/auth/get-session');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('SESSION_EXPIRED');
    expect(await t.database.db.select().from(session)).toHaveLength(0);
  });

  it('on HTTPS, reads the __Secure- session cookie for Stay signed in and the idle check', async () => {
    const publicUrl = 'https://localhost:3000';
    await start({ PUBLIC_URL: publicUrl });
    const account = await buildAccount(t.database.db);
    const client = createClient(t.app, { origin: publicUrl });
    await client.signIn(account.email, account.password, true);
    expect(client.jar.has('__Secure-arrs.session_token')).toBe(true);
    expect((await t.database.db.select().from(session)).map((row) => row.rememberMe)).toEqual([true]);
    advanceMinutes(7 * 24 * 60 + 1);
    const expired = await client.get('/api/auth/get-session');
    expect(expired.json().error?.code).toBe('SESSION_EXPIRED');
    expect(await t.database.db.select().from(session)).toHaveLength(0);
  });

  it('on HTTPS, signing out everywhere and erasing the account remove the __Secure- cookies', async () => {
    const publicUrl = 'https://localhost:3000';
    await start({ PUBLIC_URL: publicUrl });
    const account = await buildAccount(t.database.db);
    const client = createClient(t.app, { origin: publicUrl });
    await client.signIn(account.email, account.password, true);
    expect(client.jar.has('__Secure-arrs.session_token')).toBe(true);
    const signedOut = await client.post('/api/account/sign-out-everywhere', {});
    expect(signedOut.statusCode).toBe(200);
    expect(client.jar.has('__Secure-arrs.session_token')).toBe(false);
    expect(([] as string[]).concat(signedOut.headers['set-cookie'] as string[])).toContain(
      '__Secure-arrs.session_token=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax',
    );

    await client.signIn(account.email, account.password, true);
    expect(client.jar.has('__Secure-arrs.session_token')).toBe(true);
    expect((await client.delete('/api/account', { confirmation: 'DELETE' })).statusCode).toBe(200);
    expect(client.jar.has('__Secure-arrs.session_token')).toBe(false);
  });

  it('refuses state-changing requests from another origin', async () => {
    await start();
    const response = await createClient(t.app, { origin: 'https://evil.example' }).signIn('x@example.test');
    expect(response.statusCode).toBe(403);
  });
});

describe('secrets stay out of logs and the audit trail', () => {
  it('never writes the password, session token or cookie', async () => {
    const logs = new PassThrough();
    let logged = '';
    logs.on('data', (chunk: Buffer) => {
      logged += chunk.toString();
    });
    const t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: logs });
    try {
      const account = await buildAccount(t.database.db);
      const client = createClient(t.app);
      await createClient(t.app).signIn(account.email, 'Wrong-Password-123!');
      const signIn = await client.signIn(account.email);
      const token = signIn.json().token as string;
      await client.get('/api/account/me');
      await client.post('/api/auth/request-password-reset', {
        email: account.email,
        redirectTo: '/arrsplace/reset-password',
      });
      const audit = JSON.stringify(await t.database.db.select().from(securityEvents));
      expect(logged.length).toBeGreaterThan(0);
      for (const secret of [strongPassword, 'Wrong-Password-123!', token, client.jar.header()]) {
        expect(logged).not.toContain(secret);
        expect(audit).not.toContain(secret);
      }
      expect(audit).toContain('sign_in_failure');
      expect(audit).toContain('sign_in_success');
    } finally {
      await t.app.close();
    }
  });
});
