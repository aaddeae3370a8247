import { z } from 'zod';
import { singleLineText } from '../validation/text';

/**
 * The site comes from the Host, the user from the server-side session (never the body), and the
 * location from the request address, which is never stored (docs/api/analytics.md).
 */

export const analyticsIngestPaths = {
  pageView: '/api/analytics/page-view',
  click: '/api/analytics/click',
  sessionEnd: '/api/analytics/session-end',
  active: '/api/analytics/active',
} as const;

export const analyticsMaxBodyBytes = 8 * 1024;
/** The longest values a beacon may send (longer is refused, 400; the browser clips to these). */
export const analyticsPathMaxLength = 512;
export const analyticsTitleMaxLength = 300;
export const analyticsReferrerMaxLength = 2048;
/** The browser truncates a clicked element's text to this many characters before sending it. */
export const analyticsElementTextMaxLength = 100;
export const analyticsElementAttributeMaxLength = 200;

/** A beacon is fire-and-forget: a longer value is kept shorter rather than refused. */
export const analyticsStoredPathMaxLength = 300;
export const analyticsStoredTitleMaxLength = 150;
export const analyticsStoredElementAttributeMaxLength = 100;

/** What the server stores as a visit's device type (ua-parser-js; 'Other' for TVs, consoles, watches…). */
export const analyticsDeviceTypes = ['Desktop', 'Mobile', 'Tablet', 'Other', 'Unknown'] as const;
export type AnalyticsDeviceType = (typeof analyticsDeviceTypes)[number];
/** Country, region and city when the offline database does not know the address (e.g. 127.0.0.1). */
export const analyticsUnknown = 'Unknown';

/** location.pathname: starts with '/'; a query string or fragment, if any, is dropped by the server. */
const pagePath = singleLineText()
  .min(1)
  .max(analyticsPathMaxLength)
  .refine((value) => value.startsWith('/'), 'The path must start with /');
const sessionId = z.uuid();
const size = z.string().regex(/^\d{1,5}x\d{1,5}$/, 'Expected a size such as 1280x720');
/** Pixel and millisecond figures; fractions are rounded by the server. */
const coordinate = z.number().min(-1_000_000).max(100_000_000);
const milliseconds = z.number().min(0).max(2_147_483_647);

export const pageViewBeaconSchema = z.object({
  path: pagePath,
  title: singleLineText().max(analyticsTitleMaxLength),
  referrer: singleLineText().max(analyticsReferrerMaxLength),
  entry: z.boolean(),
  /** The visitor accepted analytics; without it sessionId, screen and viewport are ignored. */
  consent: z.boolean(),
  sessionId: sessionId.optional(),
  screen: size.optional(),
  viewport: size.optional(),
});
export type PageViewBeacon = z.infer<typeof pageViewBeaconSchema>;

/** Consent only. elementText is never text typed into inputs, textareas, selects or contenteditable. */
export const clickBeaconSchema = z.object({
  sessionId,
  path: pagePath,
  elementType: singleLineText().min(1).max(50),
  elementId: singleLineText().max(analyticsElementAttributeMaxLength).optional(),
  elementClass: singleLineText().max(analyticsElementAttributeMaxLength).optional(),
  elementText: singleLineText().max(analyticsElementTextMaxLength).optional(),
  clickX: coordinate,
  clickY: coordinate,
  pageX: coordinate,
  pageY: coordinate,
  scrollTop: coordinate,
  msInSession: milliseconds,
});
export type ClickBeacon = z.infer<typeof clickBeaconSchema>;

/** On page hide / teardown (consent only): the server writes the end and the whole-second duration. */
export const sessionEndBeaconSchema = z.object({ sessionId, path: pagePath });
export type SessionEndBeacon = z.infer<typeof sessionEndBeaconSchema>;

/** When the page becomes visible again (consent only): last seen, current page. */
export const activeBeaconSchema = z.object({ sessionId, path: pagePath });
export type ActiveBeacon = z.infer<typeof activeBeaconSchema>;
