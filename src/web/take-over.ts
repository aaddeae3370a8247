import type { Root } from 'react-dom/client';
import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '../shared/routing/paths';
import { prepareTakeOver } from './app-start';
import { notePageBeforeInHistory } from './lib/navigation/navigation';

/** The id the router gives a route without one: its place in the tree ('0-0-12'). */
function routeIdOf(routes: RouteObject[], route: RouteObject, place: string[] = []): string {
  for (const [index, candidate] of routes.entries()) {
    const here = [...place, String(index)];
    if (candidate === route) return candidate.id ?? here.join('-');
    const below = candidate.children ? routeIdOf(candidate.children, route, here) : '';
    if (below) return below;
  }
  return '';
}

/**
 * A page drawn from data (decision 041) is loaded before the app shows it, as its code is: the app
 * starts with the data, not with a loading screen. On a redirect or a failure the router runs the
 * loader itself.
 */
async function dataOfPage(routes: RouteObject[], url: URL): Promise<HydrationState | undefined> {
  const match = matchRoutes(routes, url.pathname)?.find(
    ({ route }) => route.path === `${paths.platform.jobs}/*`,
  );
  const loader = match?.route.loader;
  if (!match || typeof loader !== 'function') return undefined;
  try {
    const data: unknown = await loader({
      request: new Request(url.href),
      url,
      pattern: match.route.path ?? '',
      params: match.params,
      context: {},
    });
    return { loaderData: { [routeIdOf(routes, match.route)]: data } };
  } catch {
    return undefined;
  }
}

/**
 * The router starts from the data in this global when there is some (react-router's own way of
 * hydrating a page rendered on a server), so the app's start carries no code for it.
 */
const routerHydrationData = '__staticRouterHydrationData';

/** `push`: a link was followed; otherwise the browser is already there (Back or Forward). */
export async function takeOver(
  root: Root,
  container: HTMLElement,
  href: string,
  push: boolean,
): Promise<void> {
  const url = new URL(href, window.location.href);
  let data: HydrationState | undefined;
  const show = await prepareTakeOver(url, async (routes) => {
    data = await dataOfPage(routes, url);
  });
  // From here the server's answer (its status) describes a location the app has left.
  delete document.documentElement.dataset.initialStatus;
  if (push) notePageBeforeInHistory();
  const focused = focusedChromeLink(container);
  root.unmount();
  Reflect.set(window, routerHydrationData, data);
  try {
    show(container, push);
  } finally {
    Reflect.deleteProperty(window, routerHydrationData);
  }
  // The header and footer are drawn anew: focus returns to the same link, as when the app navigates.
  focused?.restore(container);
}
function focusedChromeLink(container: HTMLElement): { restore: (next: HTMLElement) => void } | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLAnchorElement) || !container.contains(active)) return undefined;
  const landmark = active.closest('header, footer');
  const href = active.getAttribute('href');
  if (!landmark || href === null) return undefined;
  // The same href can appear twice there (the logo and Home): the same one of them.
  const selector = `${landmark.localName} a[href="${CSS.escape(href)}"]`;
  const index = [...container.querySelectorAll(selector)].indexOf(active);
  return {
    restore: (next) =>
      next.querySelectorAll<HTMLAnchorElement>(selector)[index]?.focus({ preventScroll: true }),
  };
}
