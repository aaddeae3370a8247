/**
 * The pre-rendered banner's buttons do nothing before the app runs: the page entry keeps a choice made
 * then on <html data-early-consent> (outside the React root) for the hydrated banner. No imports: part
 * of the page entry, which stays tiny.
 */

/** On each banner button (layouts/cookie-banner.tsx): the choice it makes. */
export const consentChoiceAttribute = 'data-consent-choice';

export type EarlyConsentChoice = 'accept' | 'decline';

const isChoice = (value: string | null | undefined): value is EarlyConsentChoice =>
  value === 'accept' || value === 'decline';

/** `chosen` resolves at the first click, so the entry can start the app at once. */
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

export function takeEarlyConsent(root: Document = document): EarlyConsentChoice | undefined {
  const choice = root.documentElement.dataset.earlyConsent;
  delete root.documentElement.dataset.earlyConsent;
  return isChoice(choice) ? choice : undefined;
}
