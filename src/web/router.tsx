import { Navigate, type RouteObject } from 'react-router';
import { legacyRedirects, paths } from '../shared/routing/paths';
import type { Site } from '../shared/routing/site';
import { AppHydrateFallback, AppLoadingScreen } from './features/errors/app-loading-screen';
import { PageErrorBoundary, RootErrorBoundary } from './features/errors/error-screen';
import { SiteLayout } from './layouts/site-layout';
import { allowSessionCheck } from './lib/session-check';
import { notFoundPage, publicPages } from './public-pages';
import { sessionRoutes } from './router-areas';

const { platform } = paths;

/**
 * A client-side redirect that replaces the history entry of the path it leaves, so Back never
 * lands on it again (the server answers a fresh load of these paths with a 302 itself).
 */
function redirectRoute(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

/** A public page's route: the page of public-pages.ts, loaded on demand. */
function publicPageRoute(path: string): RouteObject {
  const page = publicPages[path];
  if (!page) throw new Error(`${path} is not a public page`);
  return { path, lazy: page.lazy };
}

/** The consultancy host shows its landing page at '/'; the marketplace host sends it to /arrsplace. */
function homeRoute(site: Site): RouteObject {
  if (site === 'marketplace') return redirectRoute(paths.home, platform.landing);
  return publicPageRoute(paths.home);
}

/** The marketing and legal pages, and the platform's public pages: no session code loads with them. */
function publicRoutes(): RouteObject[] {
  return Object.keys(publicPages)
    .filter((path) => path !== paths.home)
    .map(publicPageRoute);
}

function pageRoutes(site: Site): RouteObject[] {
  return [
    homeRoute(site),
    ...publicRoutes(),
    ...Object.entries(legacyRedirects).map(([from, to]) => redirectRoute(from, to)),
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
      lazy: notFoundPage.lazy,
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
