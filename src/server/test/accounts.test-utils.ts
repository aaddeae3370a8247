import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { consentVersion } from '../../shared/accounts/consents';
import type { ProfileTier, Role } from '../../shared/accounts/roles';
import { hashPassword } from '../auth/password-hashing';
import { boundedCache } from '../cache/bounded-cache';
import type { Database } from '../db/database';
import { createAccountsRepository } from '../features/accounts/accounts.repository';
import { freshTotpCode, secretFromTotpUri } from './totp.test-utils';
import { uniqueEmail } from './unique-email';

export const testOrigin = 'http://localhost:3000';
export const strongPassword = 'Meadow-Lantern-Quartz-42!';

/** Cookies kept between requests, like a browser's jar for one site. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse) {
    const header = response.headers['set-cookie'];
    for (const cookie of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = '', ...attributes] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

/** A browser-like client: our Origin on every request, cookies kept. */
export function createClient(
  app: FastifyInstance,
  headers: Record<string, string> = {},
  options: { remoteAddress?: string } = {},
) {
  const jar = new CookieJar();
  async function request(
    method: string,
    url: string,
    payload?: unknown,
    extraHeaders: Record<string, string> = {},
  ) {
    const cookie = jar.header();
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { origin: testOrigin, ...(cookie ? { cookie } : {}), ...headers, ...extraHeaders },
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    jar.store(response);
    return response;
  }
  return {
    jar,
    request,
    get: (url: string) => request('GET', url),
    post: (url: string, payload: unknown = {}) => request('POST', url, payload),
    put: (url: string, payload: unknown) => request('PUT', url, payload),
    patch: (url: string, payload: unknown) => request('PATCH', url, payload),
    delete: (url: string, payload: unknown = {}) => request('DELETE', url, payload),
    signIn: (email: string, password = strongPassword, rememberMe = false) =>
      request('POST', '/api/auth/sign-in/email', { email, password, rememberMe }),
  };
}
export type TestClient = ReturnType<typeof createClient>;

/**
 * A signed-in candidate's registration step (a paramedic in Bristol, portfolio tier): after it the
 * candidate can upload photos, video and documents. Resolves with the response, for the caller to check.
 */
export function registerCandidate(client: TestClient) {
  return client.put('/api/candidate/registration', {
    arrsRole: 'paramedic',
    rolesOfInterest: [],
    profileTier: 'portfolio',
    availableFrom: null,
    workRadiusKm: 20,
    homePostcode: 'BS1 4DJ',
  });
}

export interface AccountFactoryOptions {
  role?: Role;
  email?: string;
  name?: string;
  password?: string;
  approved?: boolean;
  verified?: boolean;
  recruitmentConsent?: boolean;
  tier?: ProfileTier;
  suspended?: boolean;
}

/**
 * Each password's argon2id hash, made once per worker (~15 ms of CPU each): accounts built with the same
 * password share the salt, which no test looks at; signing in still verifies the hash in full.
 */
const passwordHashes = boundedCache<string, Promise<string>>(100);
const passwordHashOf = (password: string) => passwordHashes.remember(password, () => hashPassword(password));

/** Creates an account straight in the database (fast), defaulting to an approved, verified candidate. */
export async function buildAccount(db: Database, options: AccountFactoryOptions = {}) {
  const role = options.role ?? 'candidate';
  const email = options.email ?? uniqueEmail(role);
  const password = options.password ?? strongPassword;
  const at = new Date();
  const userId = await db.transaction(async (tx) =>
    createAccountsRepository({ db: tx }).createAccount(
      {
        email,
        name: options.name ?? `Test ${role}`,
        passwordHash: await passwordHashOf(password),
        role,
        emailVerified: options.verified ?? true,
        profile: {
          profileTier: options.tier ?? (role === 'candidate' ? 'portfolio' : 'community'),
          isApproved: options.approved ?? true,
          isSuspended: options.suspended ?? false,
          termsAccepted: true,
          termsAcceptedAt: at,
          dataProcessingConsent: true,
          recruitmentRepresentationConsent: options.recruitmentConsent ?? role === 'candidate',
          recruitmentRepresentationConsentAt:
            (options.recruitmentConsent ?? role === 'candidate') ? at : null,
          consentVersion,
        },
      },
      at,
    ),
  );
  return { userId, email, password };
}

/** Signs in; for an admin, also enrols TOTP through the real API. Returns the client and TOTP secret. */
export async function signedInClient(
  app: FastifyInstance,
  account: { email: string; password: string },
  enrolTotp = false,
  remoteAddress?: string,
) {
  const client = createClient(app, {}, { remoteAddress });
  const signIn = await client.signIn(account.email, account.password);
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  if (!enrolTotp) return { client, totpSecret: undefined };
  const enable = await client.post('/api/auth/two-factor/enable', { password: account.password });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable failed: ${enable.body}`);
  const totpSecret = secretFromTotpUri(enable.json<{ totpURI: string }>().totpURI);
  const verify = await client.post('/api/auth/two-factor/verify-totp', {
    code: await freshTotpCode(totpSecret),
  });
  if (verify.statusCode !== 200) throw new Error(`two-factor verify failed: ${verify.body}`);
  return { client, totpSecret };
}
