import { Navigate, type RouteObject } from 'react-router';
import { legacyRedirects, paths } from '../shared/routing/paths';
import type { Site } from '../shared/routing/site';
import { AppHydrateFallback, AppLoadingScreen } from './features/errors/app-loading-screen';
import { PageErrorBoundary, RootErrorBoundary } from './features/errors/error-screen';
import { SiteLayout } from './layouts/site-layout';
import { lazyPage } from './lib/lazy-page';
import { allowSessionCheck } from './lib/session-check';
import { sessionRoutes } from './router-areas';

const { platform } = paths;

/**
 * A client-side redirect that replaces the history entry of the path it leaves, so Back never
 * lands on it again (the server answers a fresh load of these paths with a 302 itself).
 */
function redirectRoute(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

/** The consultancy host shows its landing page at '/'; the marketplace host sends it to /arrsplace. */
function homeRoute(site: Site): RouteObject {
  if (site === 'marketplace') return redirectRoute(paths.home, platform.landing);
  return {
    path: paths.home,
    lazy: lazyPage(
      () => import('./features/marketing/landing-page'),
      (m) => m.LandingPage,
    ),
  };
}

function marketingRoutes(): RouteObject[] {
  return [
    {
      path: paths.contact,
      lazy: lazyPage(
        () => import('./features/marketing/contact-page'),
        (m) => m.ContactPage,
      ),
    },
    {
      path: paths.recruitment,
      lazy: lazyPage(
        () => import('./features/marketing/recruitment-page'),
        (m) => m.RecruitmentPage,
      ),
    },
    {
      path: paths.privacy,
      lazy: lazyPage(
        () => import('./features/marketing/privacy-page'),
        (m) => m.PrivacyPage,
      ),
    },
    {
      path: paths.cookies,
      lazy: lazyPage(
        () => import('./features/marketing/cookies-page'),
        (m) => m.CookiesPage,
      ),
    },
    {
      path: paths.terms,
      lazy: lazyPage(
        () => import('./features/marketing/terms-page'),
        (m) => m.TermsPage,
      ),
    },
  ];
}

/** The public pages of the platform: no session code (TanStack Query, zod) loads with them. */
function platformPublicRoutes(): RouteObject[] {
  const about = lazyPage(
    () => import('./features/landing/about-page'),
    (m) => m.AboutPage,
  );
  return [
    {
      path: platform.landing,
      lazy: lazyPage(
        () => import('./features/landing/platform-landing-page'),
        (m) => m.PlatformLandingPage,
      ),
    },
    { path: platform.about, lazy: about },
    { path: platform.aboutAlias, lazy: about },
    {
      path: platform.insights,
      lazy: lazyPage(
        () => import('./features/landing/insights-page'),
        (m) => m.InsightsPage,
      ),
    },
  ];
}

function pageRoutes(site: Site): RouteObject[] {
  return [
    homeRoute(site),
    ...marketingRoutes(),
    ...Object.entries(legacyRedirects).map(([from, to]) => redirectRoute(from, to)),
    ...platformPublicRoutes(),
    {
      // Pages below use TanStack Query and the session; this route loads them with it.
      id: 'session',
      lazy: async () => {
        // From here on the header asks who is signed in (lib/session-check).
        allowSessionCheck();
        return { Component: (await import('./layouts/session-root')).SessionRoot };
      },
      children: sessionRoutes(),
    },
    {
      path: '*',
      lazy: lazyPage(
        () => import('./features/errors/not-found-page'),
        (m) => m.NotFoundPage,
      ),
    },
  ];
}

/**
 * Every page of spec §2.1, each loaded on demand, inside the site layout and its error boundaries.
 * main.tsx runs it in the browser; entry-prerender.tsx renders the public pages with it at build time.
 */
export function buildRoutes(site: Site): RouteObject[] {
  return [
    {
      id: 'root',
      element: <SiteLayout fallback={<AppLoadingScreen />} />,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: AppHydrateFallback,
      children: [{ id: 'pages', ErrorBoundary: PageErrorBoundary, children: pageRoutes(site) }],
    },
  ];
}
