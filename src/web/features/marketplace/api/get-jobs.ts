import {
  boardResultOf,
  jobsBoardSearch,
  jobsFiltersThatMatter,
  jobsFilterValuesOf,
} from '../../../../shared/marketplace/jobs-board';
import { jobsFilterFieldOf } from '../../../../shared/marketplace/jobs-filter-messages';
import type { JobsResponse } from '../../../../shared/marketplace/vacancy.public.schemas';
import type { DataPageAnswer } from '../../../../shared/routing/data-pages';
import { paths } from '../../../../shared/routing/paths';
import { apiRequestAs, isApiError } from '../../../lib/api-client';

export function getJobs(search: string, signal?: AbortSignal) {
  return apiRequestAs<JobsResponse>(`/api/jobs${search}`, { signal });
}

/**
 * The board at `url`, as the app draws it after taking over: the same page the server renders, from
 * the API. Filters written another way go to their one address; a refused one is shown with its
 * message, beside its field when the message names it.
 */
export async function jobsBoardPageAt(url: URL, signal?: AbortSignal): Promise<DataPageAnswer> {
  const filters = jobsFiltersThatMatter(jobsFilterValuesOf((field) => url.searchParams.get(field)));
  const search = jobsBoardSearch(filters);
  if (url.search !== search) return { redirect: `${paths.platform.jobs}${search}` };
  const pattern = paths.platform.jobs;
  try {
    return { page: { pattern, data: { filters, result: boardResultOf(await getJobs(search, signal)) } } };
  } catch (error) {
    if (!isApiError(error) || (error.status !== 400 && error.status !== 429)) throw error;
    const field = error.code === 'POSTCODE_UNKNOWN' ? 'postcode' : jobsFilterFieldOf(error.message);
    const problem = field ? { field, message: error.message } : { message: error.message };
    return { page: { pattern, data: { filters, problem } } };
  }
}
