import { jobPath } from '../../../../../shared/marketplace/job-paths';
import type { BoardJob } from '../../../../../shared/marketplace/jobs-board';
import { AppLink } from '../../../../lib/navigation/navigation';
import { JobFacts, jobFacts } from './job-facts';

const shownOnTheBoard = new Set(['Employment type', 'Pay', 'Time', 'Closing date', 'Applications']);

/** One job on the board: its title links to its page; the organisation, place and what it offers. */
export function JobCard({ job }: { job: BoardJob }) {
  const headingId = `job-${job.id}`;
  const distance = job.distanceKm === null ? '' : ` · ${job.distanceKm} km away`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-brand-700 text-sm">{job.roleName}</p>
        <h3 id={headingId} className="font-semibold text-lg text-slate-900">
          <AppLink
            to={jobPath(job)}
            className="rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {job.title}
          </AppLink>
        </h3>
        <p className="text-slate-700">
          {job.organisationName} · {job.postcodeDistrict}
          {distance}
        </p>
      </div>
      <JobFacts facts={jobFacts(job).filter(([term]) => shownOnTheBoard.has(term))} className="text-sm" />
    </article>
  );
}
