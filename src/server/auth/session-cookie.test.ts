import { describe, expect, it } from 'vitest';
import {
  authCookiesFor,
  createSessionTokenReader,
  expiredAuthCookies,
  sessionCookieName,
} from './session-cookie';

/**
 * better-call's signCookieValue (better-auth's cookie signing), restated with WebCrypto as it is
 * written there; the sign-in API tests prove the same against real better-auth cookies.
 */
async function signCookieValue(value: string, key: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(value));
  return encodeURIComponent(`${value}.${btoa(String.fromCharCode(...new Uint8Array(signature)))}`);
}

const secret = 'a-test-secret-of-at-least-32-characters!';

describe('createSessionTokenReader', () => {
  const reader = (secureCookies: boolean) =>
    createSessionTokenReader(secret, sessionCookieName(secureCookies));

  it('reads a cookie signed the way better-auth signs it, the same cookie read again included', async () => {
    const signed = await signCookieValue('tok3n-value', secret);
    const read = reader(false);
    for (let round = 0; round < 2; round += 1) {
      expect(read(`other=1; ${sessionCookieName(false)}=${signed}; last=2`)).toBe('tok3n-value');
    }
    expect(reader(true)(`${sessionCookieName(true)}=${signed}`)).toBe('tok3n-value');
  });

  it('refuses a missing, unsigned, tampered or foreign-signed cookie, the second time too', async () => {
    const signed = await signCookieValue('tok3n-value', secret);
    const foreign = await signCookieValue('tok3n-value', `${secret}-other`);
    const name = sessionCookieName(false);
    const read = reader(false);
    for (let round = 0; round < 2; round += 1) {
      expect(read(undefined)).toBeNull();
      expect(read('other=1')).toBeNull();
      expect(read(`${name}=tok3n-value`)).toBeNull();
      expect(read(`${name}=${signed.replace('tok3n', 'token')}`)).toBeNull();
      expect(read(`${name}=${foreign}`)).toBeNull();
      expect(read(`${name}=%E0%A4%A`)).toBeNull();
    }
    // The plain cookie name does not count on a Secure deployment, and the other way round.
    expect(reader(true)(`${name}=${signed}`)).toBeNull();
    expect(read(`${sessionCookieName(true)}=${signed}`)).toBeNull();
  });
});

describe('auth cookie names', () => {
  it("are better-auth's own: arrs-prefixed, and __Secure- over HTTPS", () => {
    expect(sessionCookieName(false)).toBe('arrs.session_token');
    expect(sessionCookieName(true)).toBe('__Secure-arrs.session_token');
    expect(authCookiesFor(true).dontRememberToken.name).toBe('__Secure-arrs.dont_remember');
  });

  it('are all expired with the attributes they were set with, Secure ones Secure', () => {
    const plain = expiredAuthCookies(authCookiesFor(false));
    expect(plain).toContain('arrs.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect(plain.some((cookie) => cookie.includes('Secure'))).toBe(false);
    const secure = expiredAuthCookies(authCookiesFor(true));
    expect(secure.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
      '__Secure-arrs.account_data',
      '__Secure-arrs.dont_remember',
      '__Secure-arrs.session_data',
      '__Secure-arrs.session_token',
    ]);
    for (const cookie of secure) expect(cookie).toMatch(/; Max-Age=0; HttpOnly; Secure; SameSite=Lax$/);
  });
});
