import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useAppLocation } from './lib/navigation/navigation';
import { notFoundPage } from './public-pages';

/**
 * The pages the loader drew, by address (a few: Back and Forward run the loader again). The route
 * reads its page here rather than through react-router's loader-data hook, which every page's first
 * load would then carry.
 */
const drawn = new Map<string, ReactNode>();
const keptPages = 8;

const addressOf = (url: { pathname: string; search: string }) => `${url.pathname}${url.search}`;

/**
 * The page, ready to draw: navigating to it waits for the API and the page's code together, so the
 * page never shows empty (the busy bar shows meanwhile).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  // Loaded here rather than with the app: each chunk the route names weighs on every page's first load.
  const { answerAt } = await import('./data-page-answers');
  const answer = await answerAt(url, request.signal);
  // The router follows a redirect answer (react-router's `replace` helper would add to every page's code).
  if ('redirect' in answer) throw new Response(null, { status: 302, headers: { Location: answer.redirect } });
  let page: ReactNode;
  if ('notFound' in answer) {
    const NotFound = await notFoundPage.load();
    page = <NotFound />;
  } else {
    const { dataPages, withPageData } = await import('./data-pages');
    const Page = await dataPages[answer.page.pattern].load();
    page = withPageData(answer.page, <Page />);
  }
  drawn.delete(addressOf(url));
  drawn.set(addressOf(url), page);
  for (const address of drawn.keys()) if (drawn.size > keptPages) drawn.delete(address);
  return null;
}

/**
 * In the app, the pages the server renders for each request (decision 041) draw the same components
 * from the API; one lazy route for all of them (the module is the route: its `loader` and
 * `Component`), since each router entry weighs on every page's first load.
 */
export function Component() {
  return drawn.get(addressOf(useAppLocation())) ?? null;
}
