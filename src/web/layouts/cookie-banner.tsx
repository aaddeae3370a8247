import { useEffect } from 'react';
import { paths } from '../../shared/routing/paths';
import { buttonClasses } from '../components/ui/button-styles';
import { Container } from '../components/ui/container';
import { analytics } from '../lib/analytics/analytics';
import { takeEarlyConsent } from '../lib/analytics/early-consent';
import { cookieBannerId } from '../lib/analytics/rendered-consent';
import { useAnalyticsConsent } from '../lib/analytics/use-analytics';
import { AppLink } from '../lib/navigation/navigation';

export const cookieSettingsButtonId = 'cookie-settings';

/** After a choice: back to "Cookie settings" when the banner was reopened there, else to the page. */
function moveFocusAway(reopened: boolean): void {
  const target = document.getElementById(reopened ? cookieSettingsButtonId : 'main');
  target?.focus({ preventScroll: !reopened });
}

const choiceText = {
  accepted: 'You have accepted analytics.',
  declined: 'You have declined analytics.',
} as const;

/**
 * Not modal (UK PECR, decision 013): fixed at the bottom, the page usable behind it, focus never
 * trapped; early in the document, so keyboard and screen-reader users meet it first. Hidden without
 * JavaScript, as nothing is counted then.
 */
export function CookieBanner() {
  const { choice, bannerOpen } = useAnalyticsConsent();
  const reopened = choice !== 'unknown';

  // A button pressed while the page was still pre-rendered HTML (main.tsx kept the choice): apply it now.
  useEffect(() => {
    const early = takeEarlyConsent();
    if (!early) return;
    if (early === 'accept') analytics().accept();
    else analytics().decline();
    moveFocusAway(false);
  }, []);

  if (!bannerOpen) return null;

  const choose = (decision: 'accept' | 'decline') => {
    if (decision === 'accept') analytics().accept();
    else analytics().decline();
    moveFocusAway(reopened);
  };

  return (
    <section
      id={cookieBannerId}
      tabIndex={-1}
      aria-labelledby="cookie-banner-heading"
      className="fixed inset-x-0 bottom-0 z-40 border-slate-300 border-t bg-white text-slate-900 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <Container className="flex flex-col gap-3 py-4 md:flex-row md:items-end md:justify-between md:gap-8">
        <div className="max-w-3xl space-y-2 text-sm">
          <h2 id="cookie-banner-heading" className="font-semibold text-base">
            Cookies and analytics
          </h2>
          <p>
            We use essential cookies to keep you signed in. With your permission we would also count how the
            site is used (pages visited, links and buttons clicked, how long a visit lasts) to improve it.
            That stores a visit number in your browser. Without it we count anonymous page views only and
            store nothing.{' '}
            <AppLink
              to={paths.cookies}
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              Read our cookie policy
            </AppLink>
          </p>
          {reopened ? <p className="font-medium">{choiceText[choice]}</p> : null}
        </div>
        {/* Side by side on phones too: stacked, the two buttons would take a fifth of the screen. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-row md:shrink-0">
          <button
            type="button"
            className={buttonClasses('primary')}
            data-consent-choice="accept"
            onClick={() => choose('accept')}
          >
            Accept analytics
          </button>
          <button
            type="button"
            className={buttonClasses('primary')}
            data-consent-choice="decline"
            onClick={() => choose('decline')}
          >
            Decline analytics
          </button>
          {reopened ? (
            <button
              type="button"
              className={`${buttonClasses('secondary')} col-span-2`}
              onClick={() => {
                analytics().consent.closeBanner();
                moveFocusAway(true);
              }}
            >
              Close
            </button>
          ) : null}
        </div>
      </Container>
    </section>
  );
}

/** At the end of the page while the banner shows, so the footer can scroll above the banner. */
export function CookieBannerSpacer() {
  const { bannerOpen } = useAnalyticsConsent();
  return bannerOpen ? (
    <div id={`${cookieBannerId}-spacer`} aria-hidden="true" className="h-80 shrink-0 sm:h-52" />
  ) : null;
}

export function CookieSettingsButton({ className }: { className: string }) {
  return (
    <button
      type="button"
      id={cookieSettingsButtonId}
      className={className}
      onClick={() => {
        analytics().consent.openBanner();
        // Take the keyboard user to the banner once it shows.
        requestAnimationFrame(() => document.getElementById(cookieBannerId)?.focus());
      }}
    >
      Cookie settings
    </button>
  );
}
