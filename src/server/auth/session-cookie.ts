import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthCookies } from 'better-auth';
import { getCookies } from 'better-auth/cookies';
import { readCookie } from '../../shared/http/cookie-header';
import { boundedCache } from '../cache/bounded-cache';

/**
 * The cookie settings better-auth is configured with (auth.ts). Every auth cookie's name comes from
 * better-auth's own `getCookies` with these settings (`arrs.session_token`, `__Secure-arrs.…` over
 * HTTPS): no other file spells a cookie name.
 */
export function authCookieSettings(secureCookies: boolean) {
  return { cookiePrefix: 'arrs', useSecureCookies: secureCookies } as const;
}

/** better-auth's cookies (names and attributes) for a deployment served over HTTPS or not. */
export function authCookiesFor(secureCookies: boolean): BetterAuthCookies {
  return getCookies({ advanced: authCookieSettings(secureCookies) });
}

/** better-auth's session cookie name on a deployment served over HTTPS or not. */
export function sessionCookieName(secureCookies: boolean): string {
  return authCookiesFor(secureCookies).sessionToken.name;
}

/**
 * Set-Cookie values that remove every cookie better-auth sets (session, cached session data,
 * "don't remember me", account data), with the attributes it set them with: a `__Secure-` cookie is
 * only replaced by a Secure one.
 */
export function expiredAuthCookies(cookies: BetterAuthCookies): string[] {
  return Object.values(cookies).map(({ name, attributes }) =>
    [
      `${name}=`,
      `Path=${attributes.path ?? '/'}`,
      'Max-Age=0',
      ...(attributes.domain ? [`Domain=${attributes.domain}`] : []),
      ...(attributes.httpOnly === false ? [] : ['HttpOnly']),
      ...(attributes.secure ? ['Secure'] : []),
      'SameSite=Lax',
    ].join('; '),
  );
}

/** The token of a signed cookie value (`token.signature`, URI-encoded), or null if we did not sign it. */
function verifiedToken(raw: string, secret: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = decoded.slice(0, dot);
  const given = Buffer.from(decoded.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return token;
}

/** Verified cookies remembered (beyond that, the least recently used are forgotten first). */
const rememberedCookies = 10_000;

/**
 * Reads the session token from better-auth's signed session cookie `name` (`token.signature`,
 * URI-encoded, the signature a base64 HMAC-SHA256 of the token with `secret` — better-call's
 * signCookieValue): null when absent or not signed by us. Checking it here saves better-auth's own
 * session lookup on every API request: the session row is then read once, with the user and profile.
 * Verified cookies are remembered: a member's requests carry the same cookie each time, and checking
 * its HMAC again gives the same answer. Only cookies signed by us are remembered, so made-up cookies
 * cannot fill the memory; the session itself is still looked up (and may be gone) on every request.
 */
export function createSessionTokenReader(secret: string, name: string) {
  const verified = boundedCache<string, string>(rememberedCookies);
  return (cookieHeader: string | null | undefined): string | null => {
    if (!cookieHeader) return null;
    const raw = readCookie(cookieHeader, name);
    if (!raw) return null;
    const known = verified.get(raw);
    if (known !== undefined) return known;
    const token = verifiedToken(raw, secret);
    if (token === null) return null;
    verified.set(raw, token);
    return token;
  };
}
