import {
  jobEmploymentTypeText,
  jobWorkArrangementText,
  longDayText,
  ukDayOf,
} from '../../../../../shared/marketplace/job-display';
import type { BoardJob } from '../../../../../shared/marketplace/jobs-board';
import { vacancyHoursText, vacancyPayText } from '../../../../../shared/marketplace/vacancy-facts';

/** What a job offers, term by term: the same words on the board and on the job's page. */
export function jobFacts(job: BoardJob): [term: string, text: string][] {
  const facts: [string, string][] = [
    ['Role', job.roleName],
    ['Employment type', jobEmploymentTypeText(job)],
    ['Pay', vacancyPayText(job.pay)],
    ['Time', vacancyHoursText(job)],
    ['Where', `${job.postcodeDistrict}, ${jobWorkArrangementText(job).toLowerCase()}`],
    ['Start date', longDayText(job.startDate)],
    ['Closing date', longDayText(job.closingDate)],
    ['Posted', longDayText(ukDayOf(job.publishedAt))],
  ];
  if (job.earlyAccessNote) facts.push(['Applications', job.earlyAccessNote]);
  return facts;
}

export function JobFacts({ facts, className = '' }: { facts: [string, string][]; className?: string }) {
  return (
    <dl className={`grid gap-x-6 gap-y-1.5 sm:grid-cols-[max-content_1fr] ${className}`.trim()}>
      {facts.map(([term, text]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600 text-sm">{term}</dt>
          <dd className="break-words text-slate-900">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
