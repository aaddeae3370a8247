import { describe, expect, it } from 'vitest';
import { createSessionTokenReader, readSessionToken, sessionCookieName } from './session-cookie';

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

describe('readSessionToken', () => {
  it('reads a cookie signed the way better-auth signs it', async () => {
    const signed = await signCookieValue('tok3n-value', secret);
    const header = `other=1; ${sessionCookieName(false)}=${signed}; last=2`;
    expect(readSessionToken(header, secret, false)).toBe('tok3n-value');
    expect(readSessionToken(`${sessionCookieName(true)}=${signed}`, secret, true)).toBe('tok3n-value');
  });

  it('refuses a missing, unsigned, tampered or foreign-signed cookie', async () => {
    const signed = await signCookieValue('tok3n-value', secret);
    const name = sessionCookieName(false);
    expect(readSessionToken(undefined, secret, false)).toBeNull();
    expect(readSessionToken('other=1', secret, false)).toBeNull();
    expect(readSessionToken(`${name}=tok3n-value`, secret, false)).toBeNull();
    expect(readSessionToken(`${name}=${signed.replace('tok3n', 'token')}`, secret, false)).toBeNull();
    const foreign = await signCookieValue('tok3n-value', `${secret}-other`);
    expect(readSessionToken(`${name}=${foreign}`, secret, false)).toBeNull();
    expect(readSessionToken(`${name}=%E0%A4%A`, secret, false)).toBeNull();
    // The plain cookie name does not count on a Secure deployment, and the other way round.
    expect(readSessionToken(`${name}=${signed}`, secret, true)).toBeNull();
  });
});

describe('createSessionTokenReader', () => {
  it('answers as readSessionToken does, the same cookie read again included', async () => {
    const read = createSessionTokenReader(secret, false);
    const name = sessionCookieName(false);
    const signed = await signCookieValue('tok3n-value', secret);
    const foreign = await signCookieValue('tok3n-value', `${secret}-other`);
    for (let round = 0; round < 2; round += 1) {
      expect(read(`a=1; ${name}=${signed}`)).toBe('tok3n-value');
      expect(read(`${name}=${signed.replace('tok3n', 'token')}`)).toBeNull();
      expect(read(`${name}=${foreign}`)).toBeNull();
      expect(read(`${sessionCookieName(true)}=${signed}`)).toBeNull();
      expect(read(undefined)).toBeNull();
    }
  });
});
