import { createContext } from 'react';
import type { ConsentState } from './consent';

/** The cookie banner's element id (layouts/cookie-banner.tsx). */
export const cookieBannerId = 'cookie-banner';

/** The two states a page is pre-rendered in (the server picks one by the consent cookie). */
export const renderedConsents = {
  undecided: { choice: 'unknown', bannerOpen: true },
  accepted: { choice: 'accepted', bannerOpen: false },
} as const satisfies Record<string, ConsentState>;
export type RenderedConsent = keyof typeof renderedConsents;

/**
 * The consent state a page was rendered in before the browser reads its own: at build time, the one
 * being pre-rendered (entry-prerender.tsx); while hydrating, the one the server sent (public-start.tsx).
 * The banner hydrates as it arrived, then follows the browser's choice.
 */
export const RenderedConsentContext = createContext<ConsentState>(renderedConsents.undecided);

/** Which state the server rendered the page in: whether it sent the banner. */
export function renderedConsentOf(document: Document): ConsentState {
  return document.getElementById(cookieBannerId) ? renderedConsents.undecided : renderedConsents.accepted;
}
