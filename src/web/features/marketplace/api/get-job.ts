import { jobPath, jobPathParts, jobSegment } from '../../../../shared/marketplace/job-paths';
import type { PublicJob } from '../../../../shared/marketplace/vacancy.public.schemas';
import { type DataPageAnswer, jobPagePattern } from '../../../../shared/routing/data-pages';
import { paths } from '../../../../shared/routing/paths';
import { apiRequestAs, isApiError } from '../../../lib/api-client';

export function getJob(id: string, signal?: AbortSignal) {
  return apiRequestAs<PublicJob>(`/api/jobs/${encodeURIComponent(id)}`, { signal });
}

function segmentOf(url: URL): string {
  const below = url.pathname.slice(paths.platform.jobs.length + 1).replace(/\/+$/, '');
  try {
    return decodeURIComponent(below);
  } catch {
    return below;
  }
}

/**
 * One job at `url`, as the app draws it after taking over, by the server's rules: another slug goes to
 * the job's own address; a closed job, or too many reads, is said on the page; anything else missing
 * is the not-found page.
 */
export async function jobPageAt(url: URL, signal?: AbortSignal): Promise<DataPageAnswer> {
  const segment = segmentOf(url);
  const parts = jobPathParts(segment);
  if (!parts) return { notFound: true };
  let job: PublicJob;
  try {
    job = await getJob(parts.id, signal);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 410 || error.status === 429) {
      const kind = error.status === 410 ? 'closed' : 'busy';
      return { page: { pattern: jobPagePattern, data: { kind, message: error.message } } };
    }
    if (error.status === 404) return { notFound: true };
    throw error;
  }
  if (segment !== jobSegment(job)) return { redirect: jobPath(job) };
  return { page: { pattern: jobPagePattern, data: { kind: 'open', job } } };
}
