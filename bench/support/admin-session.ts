import { hashPassword } from '../../src/server/auth/password-hashing';
import type { Database } from '../../src/server/db/database';
import { createAccountsRepository } from '../../src/server/features/accounts/accounts.repository';
import { freshTotpCode, secretFromTotpUri } from '../../src/server/test/totp.test-utils';
import { consentVersion } from '../../src/shared/accounts/consents';
import { benchPassword } from './community-target';

/** An approved admin account (signing in with benchPassword), made with the app's own repository. */
export async function createAdminAccount(db: Database, email: string): Promise<void> {
  const passwordHash = await hashPassword(benchPassword);
  const at = new Date();
  await db.transaction((tx) =>
    createAccountsRepository({ db: tx }).createAccount(
      {
        email,
        name: 'Bench Admin',
        passwordHash,
        role: 'admin',
        emailVerified: true,
        profile: {
          profileTier: 'community',
          isApproved: true,
          approvedAt: at,
          termsAccepted: true,
          termsAcceptedAt: at,
          dataProcessingConsent: true,
          consentVersion,
        },
      },
      at,
    ),
  );
}

/**
 * Signs the admin in over HTTP and enrols TOTP through the real API (admins need it for the admin
 * area, /api/metrics included); resolves with the Cookie header of the session.
 */
export async function signInAdmin(
  origin: string,
  email: string,
  forwardedFor = '10.78.0.1',
): Promise<string> {
  const cookies = new Map<string, string>();
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${origin}/api/auth${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'x-forwarded-for': forwardedFor,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value) cookies.set(pair.slice(0, at), value);
      else cookies.delete(pair.slice(0, at));
    }
    return JSON.parse(text) as Record<string, unknown>;
  };
  await post('/sign-in/email', { email, password: benchPassword, rememberMe: true });
  const enabled = await post('/two-factor/enable', { password: benchPassword });
  const secret = secretFromTotpUri(String(enabled.totpURI));
  await post('/two-factor/verify-totp', { code: await freshTotpCode(secret) });
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
