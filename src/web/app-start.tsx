import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RenderedConsentContext, renderedConsentOf } from './lib/analytics/rendered-consent';
import { NavigationContext } from './lib/navigation/navigation';
import { routerNavigation } from './lib/navigation/router-navigation';
import { allowSessionCheck, sessionCookieAnnounced } from './lib/session-check';
import { detectSite } from './lib/site';
import { SiteProvider } from './lib/site-context';
import { ToasterHost } from './lib/toaster-host';
import { makeZodJitless } from './lib/zod-jitless';
import { buildRoutes } from './router';

makeZodJitless();

const site = detectSite(document.documentElement);
if (sessionCookieAnnounced(document.documentElement)) allowSessionCheck();

function appWith(routes: RouteObject[]) {
  // TanStack Query, the session and sonner are not here: they load with the routes and the first
  // toast that need them (layouts/session-root, layouts/session-header, lib/toaster-host).
  return (
    <StrictMode>
      <SiteProvider site={site}>
        <RenderedConsentContext value={renderedConsentOf(document)}>
          <NavigationContext value={routerNavigation}>
            <RouterProvider router={createBrowserRouter(routes)} />
          </NavigationContext>
        </RenderedConsentContext>
        <ToasterHost />
      </SiteProvider>
    </StrictMode>
  );
}

/** Every page not sent pre-rendered, and from there every page it navigates to, with the router. */
export async function start({ beforeHydrate }: { beforeHydrate?: () => void } = {}): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');
  const app = appWith(buildRoutes(site));
  beforeHydrate?.();
  createRoot(container).render(app);
}

async function resolveRoutesOf(routes: RouteObject[], url: URL): Promise<void> {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * Loads the page at `url` first (its code, then through `loadData` what its route's loader loads),
 * then returns the step that shows it, run in one task with the pre-rendered page's root unmounted just
 * before, so no frame shows an empty page (decision 028).
 */
export async function prepareTakeOver(
  url: URL,
  loadData: (routes: RouteObject[]) => Promise<void>,
): Promise<(container: HTMLElement, push: boolean) => void> {
  const routes = buildRoutes(site);
  await resolveRoutesOf(routes, url);
  await loadData(routes);
  return (container, push) => {
    if (push) window.history.pushState(null, '', url.href);
    const root = createRoot(container);
    flushSync(() => root.render(appWith(routes)));
    // A new page starts at its top, or at the section its hash names (useScrollOnNavigate).
    if (push && !url.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };
}
