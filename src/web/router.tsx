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

/** Replaces the history entry it leaves, so Back never lands on it again. */
function redirectRoute(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

function publicPageRoute(path: string): RouteObject {
  const page = publicPages[path];
  if (!page) throw new Error(`${path} is not a public page`);
  return { path, lazy: page.lazy };
}

function homeRoute(site: Site): RouteObject {
  if (site === 'marketplace') return redirectRoute(paths.home, platform.landing);
  return publicPageRoute(paths.home);
}

function publicRoutes(): RouteObject[] {
  return Object.keys(publicPages)
    .filter((path) => path !== paths.home)
    .map(publicPageRoute);
}

function pageRoutes(site: Site): RouteObject[] {
  return [
    homeRoute(site),
    ...publicRoutes(),
    {
      path: `${platform.jobs}/*`,
      lazy: () => import('./data-page-route'),
    },
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

/** docs/product/site.md#route-table. entry-prerender.tsx renders the public pages with it at build time. */
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
