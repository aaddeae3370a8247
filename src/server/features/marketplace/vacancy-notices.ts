import type { VacancyClosedReason } from '../../../shared/marketplace/vacancy.constants';
import { ukLongDate } from '../../../shared/validation/uk-day';

/*
 * The words of the notices about a vacancy closing (docs/product/jobs.md#closing-notices). The
 * professional's never carry the organisation's contact details: its name only, which their
 * opportunity already shows them.
 */

interface Notice {
  title: string;
  body: string;
}

/** The organisation's own vacancy has passed its closing date. */
export function vacancyExpiredNotice(vacancy: { title: string; closingDate: string }): Notice {
  return {
    title: `Your vacancy “${vacancy.title}” has closed`,
    body: `Your vacancy “${vacancy.title}” has closed: its closing date, ${ukLongDate(vacancy.closingDate)}, has passed, so it is no longer on the jobs board. To advertise it again, duplicate it into a new draft.`,
  };
}

/** How many titles a revocation notice names before it says how many more. */
export const revokedTitlesListed = 10;

/** “A”, “B” and “C”; past `revokedTitlesListed`, the rest counted: “A”, … and 3 more. */
function titleList(titles: readonly string[]): string {
  const quoted = titles.slice(0, revokedTitlesListed).map((title) => `“${title}”`);
  const more = titles.length - quoted.length;
  if (more > 0) return `${quoted.join(', ')} and ${more} more`;
  if (quoted.length === 1) return quoted[0] ?? '';
  return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

/** One notice for all the vacancies a revocation closed: a revocation closes them at once. */
export function vacanciesRevokedNotice(titles: readonly string[]): Notice {
  if (titles.length === 1)
    return {
      title: `Your vacancy “${titles[0]}” has closed`,
      body: `Your vacancy “${titles[0]}” has closed because our team withdrew your organisation’s verification, so it is no longer on the jobs board. It stays closed if your organisation is verified again: you can then duplicate it to advertise it again.`,
    };
  return {
    title: `Your ${titles.length} vacancies have closed`,
    body: `Your vacancies ${titleList(titles)} have closed because our team withdrew your organisation’s verification, so they are no longer on the jobs board. They stay closed if your organisation is verified again: you can then duplicate the ones you still want to advertise.`,
  };
}

/** The day before the closing date, which is the last day to apply. */
export function closingTomorrowNotice(vacancy: { title: string; closingDate: string }): Notice {
  return {
    title: `Your vacancy “${vacancy.title}” closes tomorrow`,
    body: `Tomorrow, ${ukLongDate(vacancy.closingDate)}, is the last day to apply for your vacancy “${vacancy.title}”; the day after, it closes and leaves the jobs board. To keep it open for longer, edit its closing date before then.`,
  };
}

/** To a professional whose opportunity about the job is still awaiting their answer or approved. */
export function jobClosedNotice(job: {
  title: string;
  organisationName: string;
  role: string;
  reason: VacancyClosedReason;
}): Notice {
  const why = job.reason === 'filled' ? ' because it has been filled' : '';
  return {
    title: `The job “${job.title}” has closed`,
    body: `The job “${job.title}” at ${job.organisationName} has closed${why}. Your ${job.role} opportunity with them is about this job: it stays in your list, and we will tell you if it moves on. Thank you for your interest.`,
  };
}
