import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { notFoundPage } from './public-pages';

/**
 * The page, ready to draw: navigating to it waits for the API and the page's code together, so the
 * page never shows empty (the busy bar shows meanwhile).
 */
async function loader({ request }: LoaderFunctionArgs): Promise<ReactNode> {
  // Loaded here rather than with the app: each chunk the route names weighs on every page's first load.
  const { answerAt } = await import('./data-page-answers');
  const answer = await answerAt(new URL(request.url), request.signal);
  // The router follows a redirect answer (react-router's `replace` helper would add to every page's code).
  if ('redirect' in answer) throw new Response(null, { status: 302, headers: { Location: answer.redirect } });
  if ('notFound' in answer) {
    const NotFound = await notFoundPage.load();
    return <NotFound />;
  }
  const { dataPages, withPageData } = await import('./data-pages');
  const Page = await dataPages[answer.page.pattern].load();
  return withPageData(answer.page, <Page />);
}

function DataPageRoute() {
  return useLoaderData<typeof loader>();
}

/**
 * In the app, the pages the server renders for each request (decision 041) draw the same components
 * from the API; one lazy route for all of them, since each router entry weighs on every page's first load.
 */
export const dataPageRoute = { loader, Component: DataPageRoute };
