import type { JobPageData, JobsBoardData } from '../marketplace/jobs-board';
import { normalisePathname, paths } from './paths';

/**
 * A page rendered for each request from data (decision 041): the server writes what it drew the page
 * from into the HTML, in a JSON block the browser never runs, and the browser hydrates the same page
 * from the same data.
 */
export type DataPage =
  | { pattern: typeof paths.platform.jobs; data: JobsBoardData }
  | { pattern: typeof jobPagePattern; data: JobPageData };
export type DataPageOf<P extends DataPage['pattern']> = Extract<DataPage, { pattern: P }>['data'];

/** What the app (after it took over) makes of an address, from the API's answers. */
export type DataPageAnswer = { page: DataPage } | { redirect: string } | { notFound: true };

/** The id of the `<script type="application/json">` block that carries it. */
export const pageDataElementId = 'page-data';

export const jobPagePattern = `${paths.platform.jobs}/:job` as const;

/** The data page's pattern a path belongs to, if any ('/arrsplace/jobs/<slug>-<id>' is the job page). */
export function dataPagePatternAt(pathname: string): DataPage['pattern'] | undefined {
  const path = normalisePathname(pathname);
  if (path === paths.platform.jobs) return paths.platform.jobs;
  const below = path.startsWith(`${paths.platform.jobs}/`) ? path.slice(paths.platform.jobs.length + 1) : '';
  return below !== '' && !below.includes('/') ? jobPagePattern : undefined;
}

/** JSON that cannot end the script element it sits in ('<' written as \u003c). */
export function pageDataJson(page: DataPage): string {
  return JSON.stringify(page).replaceAll('<', '\\u003c');
}
