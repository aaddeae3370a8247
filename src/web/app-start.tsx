import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RenderedConsentContext, renderedConsentOf } from './lib/analytics/rendered-consent';
import { allowSessionCheck, sessionCookieAnnounced } from './lib/session-check';
import { detectSite } from './lib/site';
import { SiteProvider } from './lib/site-context';
import { ToasterHost } from './lib/toaster-host';
import { makeZodJitless } from './lib/zod-jitless';
import { buildRoutes } from './router';

makeZodJitless();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const site = detectSite(document.documentElement);
if (sessionCookieAnnounced(document.documentElement)) allowSessionCheck();

/**
 * Loads the lazy routes of the page the server pre-rendered before the router starts, so its first
 * render is that page (not the HydrateFallback) and hydration finds the same markup.
 */
async function resolveInitialRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * Marks <html data-hydrated> once the pre-rendered page has been hydrated: until then its buttons and
 * fields do nothing (end-to-end tests wait for it before they interact, e2e/support/shell-fixtures).
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * Renders the app: hydrates a page the server pre-rendered, renders any other in the browser.
 * `beforeHydrate` runs just before React takes the page over.
 */
export async function start({ beforeHydrate }: { beforeHydrate?: () => void } = {}): Promise<void> {
  const routes = buildRoutes(site);
  // The server sends a public page as HTML (docs/decisions/015): hydrate it; others render here.
  const prerendered = container?.dataset.prerendered !== undefined;
  if (prerendered) await resolveInitialRoutes(routes);
  // TanStack Query, the session and sonner are not here: they load with the routes and the first
  // toast that need them (layouts/session-root, layouts/session-header, lib/toaster-host).
  const app = (
    <StrictMode>
      <SiteProvider site={site}>
        {/* The banner hydrates in the state the server rendered it (consent cookie), then follows the browser. */}
        <RenderedConsentContext value={renderedConsentOf(document)}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </RenderedConsentContext>
        <ToasterHost />
        {prerendered ? <HydratedMark /> : null}
      </SiteProvider>
    </StrictMode>
  );
  beforeHydrate?.();
  if (!container) return;
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (the page is already on screen; a click meanwhile is replayed).
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
