/**
 * The pre-rendered cookie banner is on screen before the app runs, and until then its buttons do
 * nothing by themselves. The page entry (main.tsx) catches a choice made then and keeps it on
 * <html data-early-consent> (outside the React root, so hydration does not see it); the banner applies
 * it once hydrated. No imports: this is part of the page entry, which stays tiny.
 */

/** On each banner button (layouts/cookie-banner.tsx): the choice it makes. */
export const consentChoiceAttribute = 'data-consent-choice';

export type EarlyConsentChoice = 'accept' | 'decline';

const isChoice = (value: string | null | undefined): value is EarlyConsentChoice =>
  value === 'accept' || value === 'decline';

/**
 * Listens (capturing) for a click on a banner button until `stop()`; `chosen` resolves at the first
 * one, so the entry can start the app at once instead of waiting for the paint.
 */
export function catchEarlyConsent(root: Document = document): { chosen: Promise<void>; stop(): void } {
  let resolveChosen: () => void = () => {};
  const chosen = new Promise<void>((resolve) => {
    resolveChosen = resolve;
  });
  const onClick = (event: Event) => {
    const button =
      event.target instanceof Element ? event.target.closest(`[${consentChoiceAttribute}]`) : null;
    const choice = button?.getAttribute(consentChoiceAttribute);
    if (!isChoice(choice)) return;
    root.documentElement.dataset.earlyConsent = choice;
    resolveChosen();
  };
  root.addEventListener('click', onClick, true);
  return { chosen, stop: () => root.removeEventListener('click', onClick, true) };
}

/** The choice made before hydration, if any; taken once. */
export function takeEarlyConsent(root: Document = document): EarlyConsentChoice | undefined {
  const choice = root.documentElement.dataset.earlyConsent;
  delete root.documentElement.dataset.earlyConsent;
  return isChoice(choice) ? choice : undefined;
}
