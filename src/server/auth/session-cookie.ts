import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthCookies } from 'better-auth';
import { getCookies } from 'better-auth/cookies';
import { readCookie } from '../../shared/http/cookie-header';
import { boundedCache } from '../cache/bounded-cache';

/** Every auth cookie's name comes from better-auth's own `getCookies` with these settings. */
export function authCookieSettings(secureCookies: boolean) {
  return { cookiePrefix: 'arrs', useSecureCookies: secureCookies } as const;
}

export function authCookiesFor(secureCookies: boolean): BetterAuthCookies {
  return getCookies({ advanced: authCookieSettings(secureCookies) });
}

export function sessionCookieName(secureCookies: boolean): string {
  return authCookiesFor(secureCookies).sessionToken.name;
}

/** With the attributes better-auth set them with: a `__Secure-` cookie is only replaced by a Secure one. */
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

const rememberedCookies = 10_000;

/**
 * Checking the signed cookie here saves better-auth's own session lookup on every request. Only cookies
 * signed by us are remembered, so made-up cookies cannot fill the memory; the session itself is still
 * looked up on every request.
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
