import { type DataPageAnswer, dataPagePatternAt, jobPagePattern } from '../shared/routing/data-pages';
import { paths } from '../shared/routing/paths';

/**
 * What the app makes of an address of a page rendered from data (decision 041): the page from the
 * API's answers, the address to go to instead, or none. Loaded with the route (data-page-route.tsx).
 */
export function answerAt(url: URL, signal: AbortSignal): Promise<DataPageAnswer> {
  switch (dataPagePatternAt(url.pathname)) {
    case paths.platform.jobs:
      return import('./features/marketplace/api/get-jobs').then((m) => m.jobsBoardPageAt(url, signal));
    case jobPagePattern:
      return import('./features/marketplace/api/get-job').then((m) => m.jobPageAt(url, signal));
    default:
      return Promise.resolve({ notFound: true });
  }
}
