import { arrsRoleName } from '../content/arrs-roles';
import { paths } from '../routing/paths';
import { jobEmploymentTypeText, longDayText } from './job-display';
import { type JobsFilterField, jobsFilterFields, jobsRadiusDefaultKm } from './jobs-board.constants';
import { vacancyLimits } from './vacancy.constants';
import type { JobsQuery, JobsResponse, PublicJob } from './vacancy.public.schemas';
import { vacancyPayText } from './vacancy-facts';

/**
 * The public jobs board's pages (docs/product/jobs.md#the-board), as the server renders them and the
 * app shows them after it has taken over: what each page is drawn from, its address and its title.
 */

/** The filters as the address gave them (text, so a refused value is shown as it was typed). */
export type JobsFilterValues = Partial<Record<JobsFilterField, string>>;

/** A value longer than any filter takes is cut, so a page never repeats a huge address back. */
const longestFilterValue = 100;

/**
 * The board's filters from an address's query, `read` giving a field's value (Fastify's parsed query,
 * or URLSearchParams' get): the first value of each known filter, unknown ones (a campaign's tracking
 * tags) left out.
 */
export function jobsFilterValuesOf(read: (field: string) => unknown): JobsFilterValues {
  const values: JobsFilterValues = {};
  for (const field of jobsFilterFields) {
    const raw = read(field);
    const first = Array.isArray(raw) ? raw[0] : raw;
    if (typeof first === 'string' && first !== '') values[field] = first.slice(0, longestFilterValue);
  }
  return values;
}

/** 'LS62AA' (as the query keeps a postcode) → 'LS6 2AA', as people write it; a district as it is. */
export function postcodeText(compact: string): string {
  return /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(compact)
    ? `${compact.slice(0, -3)} ${compact.slice(-3)}`
    : compact;
}

/** A checked query as the text of its filters. */
export function jobsFilterValuesOfQuery(query: JobsQuery): JobsFilterValues {
  const values: JobsFilterValues = {};
  for (const field of jobsFilterFields) {
    const value = query[field];
    if (value !== undefined)
      values[field] = field === 'postcode' ? postcodeText(String(value)) : String(value);
  }
  return values;
}

/** Said by the address only when they differ from what the board does without them. */
function isDefault(field: JobsFilterField, value: string, values: JobsFilterValues): boolean {
  switch (field) {
    case 'sort':
      return value === 'newest';
    case 'page':
      return value === '1';
    case 'pageSize':
      return value === String(vacancyLimits.publicPageSizeDefault);
    case 'radiusKm':
      // A distance means nothing without a place to measure it from.
      return value === String(jobsRadiusDefaultKm) || !values.postcode;
    default:
      return false;
  }
}

/** The filters that change what the board shows: no blanks, no defaults. */
export function jobsFiltersThatMatter(values: JobsFilterValues): JobsFilterValues {
  const kept: JobsFilterValues = {};
  for (const field of jobsFilterFields) {
    const value = values[field];
    if (value !== undefined && value !== '' && !isDefault(field, value, values)) kept[field] = value;
  }
  return kept;
}

/** '?role=paramedic&postcode=LS6', the filters in one order without the defaults; '' for none. */
export function jobsBoardSearch(values: JobsFilterValues): string {
  const kept = jobsFiltersThatMatter(values);
  const pairs = jobsFilterFields.flatMap((field) => {
    const value = kept[field];
    return value === undefined ? [] : [`${field}=${encodeURIComponent(value)}`];
  });
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export const jobsBoardHref = (values: JobsFilterValues) => `${paths.platform.jobs}${jobsBoardSearch(values)}`;

/** A refused filter: the message, and the field it is about when known. */
export interface JobsBoardProblem {
  field?: JobsFilterField;
  message: string;
}

/** What the board shows of a job: not its description or requirements, which only its page shows. */
export type BoardJob = Pick<
  PublicJob,
  | 'id'
  | 'slug'
  | 'roleName'
  | 'title'
  | 'organisationName'
  | 'postcodeDistrict'
  | 'distanceKm'
  | 'employmentType'
  | 'pay'
  | 'sessionsPerWeek'
  | 'hoursPerWeek'
  | 'workArrangement'
  | 'startDate'
  | 'closingDate'
  | 'publishedAt'
  | 'earlyAccessNote'
>;

export interface BoardResult extends Omit<JobsResponse, 'jobs'> {
  jobs: BoardJob[];
}

/** The answer as the board page keeps it (its data travels inside the page, so it carries no more). */
export function boardResultOf({ total, page, pageSize, jobs }: JobsResponse): BoardResult {
  return {
    total,
    page,
    pageSize,
    jobs: jobs.map((job) => ({
      id: job.id,
      slug: job.slug,
      roleName: job.roleName,
      title: job.title,
      organisationName: job.organisationName,
      postcodeDistrict: job.postcodeDistrict,
      distanceKm: job.distanceKm,
      employmentType: job.employmentType,
      pay: job.pay,
      sessionsPerWeek: job.sessionsPerWeek,
      hoursPerWeek: job.hoursPerWeek,
      workArrangement: job.workArrangement,
      startDate: job.startDate,
      closingDate: job.closingDate,
      publishedAt: job.publishedAt,
      earlyAccessNote: job.earlyAccessNote,
    })),
  };
}

/** What the board page is drawn from. */
export interface JobsBoardData {
  filters: JobsFilterValues;
  /** Absent when the filters were refused. */
  result?: BoardResult;
  problem?: JobsBoardProblem;
}

/** What one job's page is drawn from: the job, or why it cannot be shown. */
export type JobPageData =
  | { kind: 'open'; job: PublicJob }
  | { kind: 'closed'; message: string }
  /** Too many reads from this address for now (the board's per-address limit). */
  | { kind: 'busy'; message: string };

export const jobsBoardTitleDefault = 'ARRS jobs in NHS primary care';

/** 'Paramedic jobs near LS6, page 2'; the default title without filters. */
export function jobsBoardTitle(values: JobsFilterValues): string {
  const role = values.role ? arrsRoleName(values.role) : undefined;
  const place = values.postcode ? ` near ${values.postcode}` : '';
  const page = values.page && values.page !== '1' ? `, page ${values.page}` : '';
  const base = role || place ? `${role ?? 'ARRS'} jobs${place}` : jobsBoardTitleDefault;
  return `${base}${page}`;
}

export const jobsBoardDescription =
  'Open vacancies for ARRS roles with verified primary care networks, GP practices and NHS providers: search by role, distance, pay, hours and employment type, and apply through ARRS Place.';

/** 'Clinical Pharmacist (PCN), Aire Valley PCN, LS6'. */
export const jobPageTitle = (job: PublicJob) =>
  `${job.title}, ${job.organisationName}, ${job.postcodeDistrict}`;

/** One line under 160 characters when it can be: what, where, pay, closing date. */
export function jobPageDescription(job: PublicJob): string {
  return `${job.roleName} job (${jobEmploymentTypeText(job).toLowerCase()}) with ${job.organisationName} in ${job.postcodeDistrict}: ${vacancyPayText(job.pay)}. Apply by ${longDayText(job.closingDate)}.`;
}

/** The heading (and title) of a job page that cannot show its job. */
export const unavailableJobTitles = { closed: 'This job has closed', busy: 'Please wait a moment' } as const;
