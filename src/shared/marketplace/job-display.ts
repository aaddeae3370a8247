import { experienceBandLabels } from '../candidates/experience-bands';
import { vacancyEmploymentTypeLabels, workArrangementLabels } from './vacancy.constants';
import type { PublicJob } from './vacancy.public.schemas';

/**
 * How a public job reads, in the server's head of the page and in the page itself alike (its pay and
 * hours: vacancy-facts.ts). Without Intl: a public page's first load must not wait for the browser's
 * locale data (decision 031), and the text is the same wherever it is made.
 */

export const jobEmploymentTypeText = (job: Pick<PublicJob, 'employmentType'>) =>
  vacancyEmploymentTypeLabels[job.employmentType];

export const jobWorkArrangementText = (job: Pick<PublicJob, 'workArrangement'>) =>
  workArrangementLabels[job.workArrangement];

/** What the job asks for, as lines: registration, experience, skills. */
export function jobRequirementLines(
  job: Pick<PublicJob, 'registrationBody' | 'experienceBand' | 'skills'>,
): { label: string; text: string }[] {
  const lines: { label: string; text: string }[] = [];
  if (job.registrationBody)
    lines.push({
      label: 'Registration',
      text:
        job.registrationBody === 'other'
          ? 'Registration with a professional body'
          : `Registration with the ${job.registrationBody}`,
    });
  if (job.experienceBand) lines.push({ label: 'Experience', text: experienceBandLabels[job.experienceBand] });
  if (job.skills.length > 0) lines.push({ label: 'Skills', text: job.skills.join(', ') });
  return lines;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2027-01-04' → '4 January 2027'; any other text is shown as it came. */
export function longDayText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) return day;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** The last Sunday of `month` (0-based) in `year`, at 01:00 UTC: when UK clocks change. */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const lastSunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month, lastSunday, 1);
}

/**
 * The UK calendar day (YYYY-MM-DD) of an instant: British Summer Time runs from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October (a unit test checks it against Intl).
 */
export function ukDayOf(instant: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  const year = at.getUTCFullYear();
  const summer = at.getTime() >= clockChange(year, 2) && at.getTime() < clockChange(year, 9);
  return new Date(at.getTime() + (summer ? 3_600_000 : 0)).toISOString().slice(0, 10);
}
