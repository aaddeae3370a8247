import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { normalisePathname } from '../shared/routing/paths';
import { renderedConsentOf } from './lib/analytics/rendered-consent';
import type { HandOver } from './lib/navigation/document-navigation';
import { allowSessionCheck, sessionCookieAnnounced } from './lib/session-check';
import { detectSite } from './lib/site';
import { loadWholeStylesheet } from './lib/whole-stylesheet';
import { makeZodJitless } from './lib/zod-jitless';
import { PublicApp } from './public-app';
import { notFoundPage, type PageCode, publicPageAt } from './public-pages';

/** The page; when its code fails to load, what shows the error screen and can retry (lib/lazy-page). */
async function pageOrFailure(code: PageCode): Promise<{ page: ReactNode; loaded: boolean }> {
  const route = await code.lazy();
  if ('element' in route) return { page: route.element, loaded: false };
  return { page: <route.Component />, loaded: true };
}

/**
 * The app takes over at the first link followed, or when Back or Forward changes the address. If the
 * app cannot load, the browser loads that page from the server instead.
 */
function handOverFrom(
  rootOf: () => Root | undefined,
  container: HTMLElement,
): { handOver: HandOver; onPopState: () => void } {
  let app: Promise<typeof import('./take-over')> | undefined;
  const loadApp = () => {
    app ??= import('./take-over').catch((error: unknown) => {
      app = undefined;
      throw error;
    });
    return app;
  };
  const here = { pathname: window.location.pathname, search: window.location.search };
  let leaving = false;
  const go = async (href: string, push: boolean) => {
    if (leaving) return;
    leaving = true;
    // A link to this very page replaces its history entry, as the router's links do.
    const url = new URL(href, window.location.href);
    const samePage = url.pathname === here.pathname && url.search === here.search;
    try {
      const root = rootOf();
      if (!root) throw new Error('the page has not been hydrated');
      const [{ takeOver }] = await Promise.all([loadApp(), loadWholeStylesheet()]);
      window.removeEventListener('popstate', onPopState);
      await takeOver(root, container, url.href, push && !samePage);
    } catch {
      if (push) window.location.assign(href);
      else window.location.reload();
    }
  };
  const onPopState = () => {
    const { pathname, search, href } = window.location;
    // Only the hash changed: the browser scrolls within this page.
    if (pathname === here.pathname && search === here.search) return;
    void go(href, false);
  };
  const handOver: HandOver = {
    prepare: () => {
      void loadApp().catch(() => undefined);
      void loadWholeStylesheet();
    },
    go: (href) => void go(href, true),
  };
  return { handOver, onPopState };
}

/** No router until the visitor goes to another page (decision 028). */
export async function start({ beforeHydrate }: { beforeHydrate?: () => void } = {}): Promise<void> {
  makeZodJitless();
  const root = document.documentElement;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');
  if (sessionCookieAnnounced(root)) allowSessionCheck();
  const notFound = root.dataset.initialStatus === '404';
  // The path as it was rendered: a page's own ('/contact/' is '/contact'), or the missing one as asked.
  const pathname = notFound ? window.location.pathname : normalisePathname(window.location.pathname);
  const known = notFound ? notFoundPage : publicPageAt(pathname);
  // Else a page rendered for this request from data (decision 041): it hydrates from that data.
  const { page, loaded } =
    (known ? undefined : await import('./data-pages').then((m) => m.renderedDataPage())) ??
    (await pageOrFailure(known ?? notFoundPage));
  let reactRoot: Root | undefined;
  const following = handOverFrom(() => reactRoot, container);
  const app = (
    <PublicApp
      site={detectSite(root)}
      pathname={pathname}
      consent={renderedConsentOf(document)}
      page={page}
      handOver={following.handOver}
    />
  );
  beforeHydrate?.();
  if (loaded) {
    // In a transition, hydration yields to the browser every few milliseconds (a click is replayed).
    startTransition(() => {
      reactRoot = hydrateRoot(container, app);
    });
  } else {
    // The page's code failed to load: the error screen (Try Again loads it again) replaces the page.
    reactRoot = createRoot(container);
    reactRoot.render(app);
  }
  window.addEventListener('popstate', following.onPopState);
}
