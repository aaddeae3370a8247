import { createContext } from 'react';
import type { ConsentState } from './consent';

export const cookieBannerId = 'cookie-banner';

/** The two states a page is pre-rendered in (the server picks one by the consent cookie). */
export const renderedConsents = {
  undecided: { choice: 'unknown', bannerOpen: true },
  accepted: { choice: 'accepted', bannerOpen: false },
} as const satisfies Record<string, ConsentState>;
export type RenderedConsent = keyof typeof renderedConsents;

/** The banner hydrates as it arrived (at build time, or as the server sent it), then follows the browser. */
export const RenderedConsentContext = createContext<ConsentState>(renderedConsents.undecided);

/** Which state the server rendered the page in: whether it sent the banner. */
export function renderedConsentOf(document: Document): ConsentState {
  return document.getElementById(cookieBannerId) ? renderedConsents.undecided : renderedConsents.accepted;
}
