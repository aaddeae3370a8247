import type { ComponentType, ReactNode } from 'react';
import { type DataPage, jobPagePattern, pageDataElementId } from '../shared/routing/data-pages';
import { paths } from '../shared/routing/paths';
import { lazyPage } from './lib/lazy-page';
import { PageDataContext } from './lib/page-data';

/**
 * Pages the server renders for each request from data (decision 041), by route pattern. Each draws
 * itself from the data in PageDataContext, given by whoever renders it: public-start (from the JSON
 * the server wrote beside the page), the build and the server's renderer (entry-prerender.tsx), and
 * the app's route (data-page-route.tsx, from the API). router-page-modules.test.ts keeps the modules
 * in step with shared/routing/page-modules.ts.
 */
interface DataPageCode {
  load: () => Promise<ComponentType>;
  lazy: ReturnType<typeof lazyPage>;
}

function dataPageCode<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): DataPageCode {
  return { load: () => load().then(pick), lazy: lazyPage(load, pick) };
}

export const dataPages: Readonly<Record<DataPage['pattern'], DataPageCode>> = {
  [paths.platform.jobs]: dataPageCode(
    () => import('./features/marketplace/jobs-board-page'),
    (m) => m.JobsBoardPage,
  ),
  [jobPagePattern]: dataPageCode(
    () => import('./features/marketplace/job-page'),
    (m) => m.JobPage,
  ),
};

export function withPageData(page: DataPage, element: ReactNode): ReactNode {
  return <PageDataContext value={page}>{element}</PageDataContext>;
}

/**
 * For public-start: the page the server rendered, from the data it wrote beside it (the same tree, so
 * it hydrates); the error screen, which can retry, when the page's code fails to load.
 */
export async function renderedDataPage(): Promise<{ page: ReactNode; loaded: boolean } | undefined> {
  const text = document.getElementById(pageDataElementId)?.textContent;
  if (!text) return undefined;
  // Written by the server from the same types; like an API answer, not parsed again (decision 025).
  const data: DataPage = JSON.parse(text);
  const route = await dataPages[data.pattern].lazy();
  if ('element' in route) return { page: withPageData(data, route.element), loaded: false };
  return { page: withPageData(data, <route.Component />), loaded: true };
}
