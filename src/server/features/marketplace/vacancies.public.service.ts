import { earlyAccessMessages, earlyAccessUntil } from '../../../shared/marketplace/early-access';
import type { JobsQuery, JobsResponse, PublicJob } from '../../../shared/marketplace/vacancy.public.schemas';
import { defaultJobsRadiusKm } from '../../../shared/marketplace/vacancy.public.schemas';
import { vacancyMessages } from '../../../shared/marketplace/vacancy.schemas';
import { ukDate } from '../../../shared/validation/uk-day';
import type { Database } from '../../db/database';
import { AppError, RateLimitedError } from '../../errors/app-error';
import { locate } from '../../geo/outcodes';
import type { RateLimitRule } from '../../rate-limit/rate-limit-rule';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { presentCore } from './vacancies.presenter';
import { createJobsRepository } from './vacancies.public.repository';
import type { VacancyRow } from './vacancies.repository';

export interface JobsDeps {
  db: Database;
  now: () => Date;
  rateLimiter: RateLimiter;
}

export const jobErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', vacancyMessages.jobNotFound),
  closed: () => new AppError(410, 'JOB_CLOSED', vacancyMessages.jobClosed),
  postcodeUnknown: () => new AppError(400, 'POSTCODE_UNKNOWN', vacancyMessages.postcodeUnknown),
};

/** Per address, as the other public reads: enough for a person paging through, not for a scraper. */
export const jobsReadLimit: RateLimitRule = { bucket: 'jobs:read', max: 120, windowMs: 60_000 };

export async function admitJobsRead(rateLimiter: RateLimiter, clientKey: string) {
  const decision = await rateLimiter.consume(jobsReadLimit, clientKey);
  if (!decision.allowed) throw new RateLimitedError(vacancyMessages.tooFast, decision.retryAfterSeconds);
}

const day = 24 * 60 * 60 * 1000;

/** The organisation's name and the postcode district: never its address, contacts or who posted. */
export function presentJob(
  row: { vacancy: VacancyRow; organisationName: string },
  distanceKm: number | null,
  now: Date,
): PublicJob {
  const opensToEveryoneOn = earlyAccessUntil(row.vacancy.publishedAt, now);
  return {
    ...presentCore(row.vacancy),
    organisationName: row.organisationName,
    publishedAt: (row.vacancy.publishedAt ?? row.vacancy.createdAt).toISOString(),
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    earlyAccessNote: opensToEveryoneOn ? earlyAccessMessages.opensOn(opensToEveryoneOn) : null,
  };
}

export async function listJobs(deps: JobsDeps, query: JobsQuery): Promise<JobsResponse> {
  const origin = query.postcode ? locate(query.postcode) : undefined;
  if (query.postcode && !origin) throw jobErrors.postcodeUnknown();
  const now = deps.now();
  const { rows, total } = await createJobsRepository(deps).board({
    today: ukDate(now),
    role: query.role,
    employmentType: query.employmentType,
    payBasis: query.payBasis,
    minPay: query.minPay,
    maxSessionsPerWeek: query.maxSessionsPerWeek,
    maxHoursPerWeek: query.maxHoursPerWeek,
    postedSince: query.postedWithinDays ? new Date(now.getTime() - query.postedWithinDays * day) : undefined,
    near: origin ? { origin, radiusKm: query.radiusKm ?? defaultJobsRadiusKm } : undefined,
    sort: query.sort,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    jobs: rows.map((row) => presentJob(row, row.distanceKm, now)),
  };
}

/**
 * One job: 404 when it is unknown, a draft, paused or its organisation is not verified; 410 once it
 * has closed or its closing date has passed (docs/product/jobs.md#what-is-public).
 */
export async function publicJob(deps: JobsDeps, id: string): Promise<PublicJob> {
  return presentJob(await listedJob(deps, id), null, deps.now());
}

/** The vacancy behind a job the board may show (applications take only these), or the board's refusal. */
export async function listedJob(deps: { db: Database; now: () => Date }, id: string) {
  const row = await createJobsRepository(deps).job(id);
  if (row?.organisationStatus !== 'verified') throw jobErrors.notFound();
  const { status, closingDate } = row.vacancy;
  if (status === 'closed' || (status !== 'draft' && closingDate < ukDate(deps.now())))
    throw jobErrors.closed();
  if (status !== 'open') throw jobErrors.notFound();
  return row;
}

/** A sitemap holds at most 50,000 addresses; the board's own pages take a few. */
export const sitemapJobsMax = 49_000;

/** The open jobs' addresses and last changes (docs/product/jobs.md#search-engines). */
export async function listedJobAddresses(
  deps: Pick<JobsDeps, 'db' | 'now'>,
): Promise<{ id: string; slug: string; updatedAt: Date }[]> {
  return createJobsRepository(deps).listedAddresses(ukDate(deps.now()), sitemapJobsMax);
}

/**
 * What the board's HTML pages read (the pages feature, handed this by app.ts): the same answers, rules
 * and per-address limit as `/api/jobs`, so the pages are no way around them.
 */
export function publicJobsReader(deps: () => JobsDeps) {
  return {
    async board(query: JobsQuery, clientKey: string): Promise<JobsResponse> {
      await admitJobsRead(deps().rateLimiter, clientKey);
      return listJobs(deps(), query);
    },
    async job(id: string, clientKey: string): Promise<PublicJob> {
      await admitJobsRead(deps().rateLimiter, clientKey);
      return publicJob(deps(), id);
    },
    async listedAddresses(clientKey: string) {
      await admitJobsRead(deps().rateLimiter, clientKey);
      return listedJobAddresses(deps());
    },
  };
}
