import { readCookie } from '../http/cookie-header';

/**
 * The visitor's accepted analytics choice, the only one kept on the device (decision 013). It is a
 * cookie, not local storage, so the server can send a public page without the cookie banner to a
 * visitor who has accepted, and with it to everyone else (server/features/pages/index-html.ts).
 */
export const consentCookieName = 'arrs.analytics_consent';
export const consentAcceptedValue = 'accepted';
/** A year from when the visitor (last) accepted. */
export const consentCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** Whether the visitor has accepted analytics, from the request's (or the document's) cookies. */
export function analyticsAccepted(cookies: string | undefined): boolean {
  return readCookie(cookies, consentCookieName) === consentAcceptedValue;
}
