import { brand } from '../../../shared/content/brand';
import { jobPath, jobPathParts, jobSegment } from '../../../shared/marketplace/job-paths';
import {
  boardResultOf,
  type JobPageData,
  type JobsBoardData,
  jobPageDescription,
  jobPageTitle,
  jobsBoardDescription,
  jobsBoardSearch,
  jobsBoardTitle,
  jobsFiltersThatMatter,
  jobsFilterValuesOf,
  jobsFilterValuesOfQuery,
  unavailableJobTitles,
} from '../../../shared/marketplace/jobs-board';
import { type JobsFilterField, jobsFilterFields } from '../../../shared/marketplace/jobs-board.constants';
import {
  type JobsQuery,
  type JobsResponse,
  jobsQuerySchema,
  type PublicJob,
} from '../../../shared/marketplace/vacancy.public.schemas';
import { type DataPage, jobPagePattern } from '../../../shared/routing/data-pages';
import { paths } from '../../../shared/routing/paths';
import type { PublicPageMeta } from '../../../shared/routing/public-page-meta';
import { AppError, RateLimitedError } from '../../errors/app-error';
import { jobPosting } from './job-posting';

/**
 * The jobs board's pages (docs/product/jobs.md#the-board): what each request answers, from the
 * marketplace's public jobs, which app.ts hands the pages feature as a `JobsSource`.
 */
export interface JobsSource {
  /** Throws the API's errors: 400 POSTCODE_UNKNOWN, 429 RATE_LIMITED. */
  board(query: JobsQuery, clientKey: string): Promise<JobsResponse>;
  /** Throws 404 NOT_FOUND, 410 JOB_CLOSED, 429 RATE_LIMITED. */
  job(id: string, clientKey: string): Promise<PublicJob>;
  listedAddresses(clientKey: string): Promise<{ id: string; slug: string; updatedAt: Date }[]>;
}

export interface DataPageHead {
  meta: PublicPageMeta;
  structuredData?: unknown;
  noindex?: boolean;
}

export type JobsPageAnswer =
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  | {
      kind: 'page';
      statusCode: 200 | 400 | 410 | 429;
      page: DataPage;
      head: DataPageHead;
      retryAfterSeconds?: number;
    };

const isFilterField = (value: unknown): value is JobsFilterField =>
  typeof value === 'string' && (jobsFilterFields as readonly string[]).includes(value);

function boardPage(
  statusCode: 200 | 400 | 429,
  data: JobsBoardData,
  canonicalSearch: string,
  extra: { retryAfterSeconds?: number } = {},
): JobsPageAnswer {
  const checked = statusCode === 200;
  return {
    kind: 'page',
    statusCode,
    page: { pattern: paths.platform.jobs, data },
    head: {
      meta: {
        title: jobsBoardTitle(checked ? data.filters : {}),
        description: jobsBoardDescription,
        home: 'marketplace',
        canonicalPath: `${paths.platform.jobs}${canonicalSearch}`,
      },
      // A refusal, or a search that found nothing, is no page for a search engine's index.
      noindex: !checked || data.result?.total === 0,
    },
    ...extra,
  };
}

/**
 * `/arrsplace/jobs?…`: a refused filter is the page with its message (400); filters written another
 * way (blanks, defaults, other order, unknown tags) are sent to their one address.
 */
export async function jobsBoardAnswer(
  source: JobsSource,
  query: Readonly<Record<string, unknown>>,
  search: string,
  clientKey: string,
): Promise<JobsPageAnswer> {
  const asked = jobsFilterValuesOf((field) => query[field]);
  const parsed = jobsQuerySchema.safeParse(asked);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = isFilterField(issue?.path[0]) ? issue.path[0] : undefined;
    const message = issue?.message ?? 'Please check the filters';
    return boardPage(400, { filters: asked, problem: field ? { field, message } : { message } }, '');
  }
  const filters = jobsFiltersThatMatter(jobsFilterValuesOfQuery(parsed.data));
  const canonicalSearch = jobsBoardSearch(filters);
  if (search !== canonicalSearch)
    return { kind: 'redirect', location: `${paths.platform.jobs}${canonicalSearch}` };
  try {
    const result = boardResultOf(await source.board(parsed.data, clientKey));
    return boardPage(200, { filters, result }, canonicalSearch);
  } catch (error) {
    if (error instanceof RateLimitedError)
      return boardPage(429, { filters, problem: { message: error.message } }, canonicalSearch, {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    if (error instanceof AppError && error.code === 'POSTCODE_UNKNOWN')
      return boardPage(
        400,
        { filters, problem: { field: 'postcode', message: error.message } },
        canonicalSearch,
      );
    throw error;
  }
}

function jobPage(
  statusCode: 200 | 410 | 429,
  data: JobPageData,
  head: DataPageHead,
  extra: { retryAfterSeconds?: number } = {},
): JobsPageAnswer {
  return { kind: 'page', statusCode, page: { pattern: jobPagePattern, data }, head, ...extra };
}

/**
 * `/arrsplace/jobs/<slug>-<id>`: an open job with its structured data; another slug is sent to the
 * job's own address; a closed job says so (410); a draft, paused or unknown one is not found.
 */
export async function jobPageAnswer(
  source: JobsSource,
  segment: string,
  clientKey: string,
  origins: { marketplace: string },
): Promise<JobsPageAnswer> {
  const parts = jobPathParts(segment);
  if (!parts) return { kind: 'not-found' };
  let job: PublicJob;
  try {
    job = await source.job(parts.id, clientKey);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const unavailable = (kind: 'closed' | 'busy'): DataPageHead => ({
      meta: {
        title: unavailableJobTitles[kind],
        description: error.message,
        home: 'marketplace',
      },
      noindex: true,
    });
    if (error.code === 'JOB_CLOSED')
      return jobPage(410, { kind: 'closed', message: error.message }, unavailable('closed'));
    if (error instanceof RateLimitedError)
      return jobPage(429, { kind: 'busy', message: error.message }, unavailable('busy'), {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    if (error.code === 'NOT_FOUND') return { kind: 'not-found' };
    throw error;
  }
  if (segment !== jobSegment(job)) return { kind: 'redirect', location: jobPath(job) };
  const path = jobPath(job);
  return jobPage(
    200,
    { kind: 'open', job },
    {
      meta: { title: jobPageTitle(job), description: jobPageDescription(job), home: 'marketplace' },
      structuredData: jobPosting(job, {
        url: `${origins.marketplace}${path}`,
        identifierName: brand.platformName,
      }),
    },
  );
}
