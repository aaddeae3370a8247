import { arrsRoleName } from '../../../../shared/content/arrs-roles';
import {
  vacancyEmploymentTypeLabels,
  workArrangementLabels,
} from '../../../../shared/marketplace/vacancy.constants';
import type { PublicJob } from '../../../../shared/marketplace/vacancy.public.schemas';
import { vacancyHoursText, vacancyPayText } from '../../../../shared/marketplace/vacancy-facts';
import { ukLongDate } from '../../../../shared/validation/uk-day';
import { OpportunityFacts } from '../../../components/opportunities/opportunity-card';

/** The job as the board shows it: the organisation's name and the district, never its address. */
export function JobSummary({ job }: { job: PublicJob }) {
  return (
    <section aria-labelledby="job-heading" className="flex flex-col gap-4">
      <h2 id="job-heading" className="font-semibold text-slate-900 text-xl">
        The job
      </h2>
      <OpportunityFacts
        facts={[
          ['Role', arrsRoleName(job.role) ?? job.roleName],
          ['Employment type', vacancyEmploymentTypeLabels[job.employmentType]],
          ['Pay', vacancyPayText(job.pay)],
          ['Hours', vacancyHoursText(job)],
          ['Where', `${job.postcodeDistrict} · ${workArrangementLabels[job.workArrangement]}`],
          ['Start date', ukLongDate(job.startDate)],
          ['Closing date', ukLongDate(job.closingDate)],
        ]}
      />
      <details className="rounded-md border border-slate-200 bg-white p-4">
        <summary className="min-h-6 cursor-pointer font-medium text-brand-800">
          Read the job description
        </summary>
        <p className="mt-3 whitespace-pre-line break-words text-slate-800">{job.description}</p>
      </details>
    </section>
  );
}
