import { readCookie } from '../http/cookie-header';

/**
 * The only choice kept on the device (decision 013); a cookie, so the server can leave the banner out of
 * a public page for a visitor who has accepted.
 */
export const consentCookieName = 'arrs.analytics_consent';
export const consentAcceptedValue = 'accepted';
/** A year from when the visitor (last) accepted. */
export const consentCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function analyticsAccepted(cookies: string | undefined): boolean {
  return readCookie(cookies, consentCookieName) === consentAcceptedValue;
}
