import { paths } from '../routing/paths';

/**
 * A job's address on the public board: `/arrsplace/jobs/<slug>-<vacancy id>`. The slug is there for
 * people and search engines; the id alone names the vacancy, so a link with an old slug still finds it
 * (the server redirects it to the current one). docs/product/jobs.md#job-addresses.
 */

const idAtEnd = /(?:^|-)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export interface JobPathParts {
  /** As the address had it; '' when the address is the id alone. */
  slug: string;
  /** Lower case, as the database holds it. */
  id: string;
}

/** The one path segment below the board that names a job, e.g. 'clinical-pharmacist-ls6-<id>'. */
export function jobSegment(job: { id: string; slug: string }): string {
  return job.slug ? `${job.slug}-${job.id}` : job.id;
}

export function jobPath(job: { id: string; slug: string }): string {
  return `${paths.platform.jobs}/${jobSegment(job)}`;
}

/** The slug and id of a job's path segment; undefined when the segment ends in no vacancy id. */
export function jobPathParts(segment: string): JobPathParts | undefined {
  const match = idAtEnd.exec(segment);
  const id = match?.[1];
  if (!match || !id) return undefined;
  const slug = segment.slice(0, match.index);
  return { slug, id: id.toLowerCase() };
}

/**
 * Where a job's Apply link goes: the candidate area's application page, which sends a visitor who is
 * signed out through sign-in or sign-up and back.
 */
export function jobApplyPath(id: string): string {
  return `${paths.platform.candidateApply}/${encodeURIComponent(id)}`;
}
