import type { ExperienceBand } from '../../../shared/candidates/profile.constants';
import { descriptionBlocks, descriptionHtml } from '../../../shared/marketplace/job-description';
import { jobRequirementLines } from '../../../shared/marketplace/job-display';
import type { PublicJob } from '../../../shared/marketplace/vacancy.public.schemas';
import { ukDayEnd } from '../../../shared/validation/uk-day';

/**
 * A job's schema.org JobPosting, with every property Google's job posting guidelines require or
 * recommend that a public job has (decision 041 explains the choices): never the organisation's
 * address beyond the postcode district, nor anyone's contact details.
 */

/** A week of at least this many hours, or sessions, is full time (NHS Agenda for Change: 37.5 hours). */
const fullTimeHours = 37.5;
const fullTimeSessions = 9;

function workingPattern(job: Pick<PublicJob, 'hoursPerWeek' | 'sessionsPerWeek'>): 'FULL_TIME' | 'PART_TIME' {
  const fullTime =
    (job.hoursPerWeek !== null && job.hoursPerWeek >= fullTimeHours) ||
    (job.sessionsPerWeek !== null && job.sessionsPerWeek >= fullTimeSessions);
  return fullTime ? 'FULL_TIME' : 'PART_TIME';
}

/** Permanent: full or part time; fixed term: temporary as well; a locum works as a contractor. */
export function jobPostingEmploymentType(
  job: Pick<PublicJob, 'employmentType' | 'hoursPerWeek' | 'sessionsPerWeek'>,
): string[] {
  if (job.employmentType === 'locum') return ['CONTRACTOR'];
  if (job.employmentType === 'fixed_term') return ['TEMPORARY', workingPattern(job)];
  return [workingPattern(job)];
}

/**
 * The end of the closing day in the UK (the last day to apply), with the UK offset of that moment:
 * '2027-01-10T23:59:59+00:00', '2026-07-10T23:59:59+01:00'.
 */
export function endOfUkDay(day: string): string {
  const nextDayStart = ukDayEnd(day).getTime();
  const nextMidnightUtc = new Date(`${day}T00:00:00Z`).getTime() + 86_400_000;
  const offsetMinutes = Math.round((nextMidnightUtc - nextDayStart) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${day}T23:59:59${sign}${hours}:${minutes}`;
}

/** The least experience a band asks for, in months (the band under a year asks for none). */
const monthsOfExperience: Record<ExperienceBand, number> = {
  under_1: 0,
  '1_2': 12,
  '3_5': 36,
  '6_10': 72,
  over_10: 120,
};

function baseSalary(pay: PublicJob['pay']) {
  const unitText = pay.basis === 'day_rate' ? 'DAY' : 'YEAR';
  const top = pay.maxPounds ?? pay.minPounds;
  const value =
    top === pay.minPounds
      ? { '@type': 'QuantitativeValue', value: pay.minPounds, unitText }
      : { '@type': 'QuantitativeValue', minValue: pay.minPounds, maxValue: top, unitText };
  return { '@type': 'MonetaryAmount', currency: 'GBP', value };
}

/** The description as HTML (allowed inside the structured data), with what the job asks for after it. */
function descriptionWithRequirements(job: PublicJob): string {
  const requirements = jobRequirementLines(job);
  const list = requirements.length
    ? descriptionHtml([
        { kind: 'paragraph', lines: ['Requirements:'] },
        { kind: 'list', items: requirements.map(({ label, text }) => `${label}: ${text}`) },
      ])
    : '';
  return `${descriptionHtml(descriptionBlocks(job.description))}${list}`;
}

export interface JobPostingContext {
  /** The job page's canonical URL. */
  url: string;
  /** Whose identifiers these are (the platform's name). */
  identifierName: string;
}

export function jobPosting(
  job: PublicJob,
  { url, identifierName }: JobPostingContext,
): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionWithRequirements(job),
    url,
    identifier: { '@type': 'PropertyValue', name: identifierName, value: job.id },
    datePosted: job.publishedAt,
    validThrough: endOfUkDay(job.closingDate),
    jobStartDate: job.startDate,
    employmentType: jobPostingEmploymentType(job),
    hiringOrganization: { '@type': 'Organization', name: job.organisationName },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', postalCode: job.postcodeDistrict, addressCountry: 'GB' },
    },
    baseSalary: baseSalary(job.pay),
    directApply: true,
    occupationalCategory: job.roleName,
    industry: 'Primary care',
  };
  if (job.workArrangement === 'remote') {
    // Remote work is possible: anyone in Great Britain may apply for it.
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'GB' };
  }
  if (job.hoursPerWeek !== null) posting.workHours = `${job.hoursPerWeek} hours a week`;
  if (job.skills.length > 0) posting.skills = job.skills.join(', ');
  if (job.experienceBand && monthsOfExperience[job.experienceBand] > 0) {
    posting.experienceRequirements = {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: monthsOfExperience[job.experienceBand],
    };
  }
  return posting;
}
