import { createContext, use } from 'react';
import type { DataPage, DataPageOf } from '../../shared/routing/data-pages';

/**
 * The data a page rendered for each request is drawn from (decision 041): given by public-start (from
 * the server's JSON block), by the build and the server's renderer, and by the app's route (from the
 * API), so the page module needs no router.
 */
export const PageDataContext = createContext<DataPage | null>(null);

export function usePageData<P extends DataPage['pattern']>(pattern: P): DataPageOf<P> {
  const page = use(PageDataContext);
  if (!page || page.pattern !== pattern) throw new Error(`The page at ${pattern} was given no data`);
  // Narrowed by the check above; TypeScript does not carry it from `pattern` to `page.data`.
  return page.data as DataPageOf<P>;
}
