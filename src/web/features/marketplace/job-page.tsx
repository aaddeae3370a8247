import { ArrowLeft, Send } from 'lucide-react';
import { jobRequirementLines } from '../../../shared/marketplace/job-display';
import { jobApplyPath } from '../../../shared/marketplace/job-paths';
import { jobPageTitle, unavailableJobTitles } from '../../../shared/marketplace/jobs-board';
import type { PublicJob } from '../../../shared/marketplace/vacancy.public.schemas';
import { jobPagePattern } from '../../../shared/routing/data-pages';
import { paths } from '../../../shared/routing/paths';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { usePageData } from '../../lib/page-data';
import { useDocumentTitle } from '../../lib/use-document-title';
import { JobDescriptionText } from './components/jobs/job-description-text';
import { JobFacts, jobFacts } from './components/jobs/job-facts';

function BackToBoard() {
  return (
    <LinkButton to={paths.platform.jobs} variant="secondary" className="self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Browse open jobs
    </LinkButton>
  );
}

function OpenJob({ job }: { job: PublicJob }) {
  useDocumentTitle(jobPageTitle(job));
  const requirements = jobRequirementLines(job);
  return (
    <Container className="flex max-w-4xl flex-col gap-8 py-10 sm:py-14">
      <header className="flex flex-col gap-3">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{job.roleName}</p>
        <h1 className="break-words font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
          {job.title}
        </h1>
        <p className="text-lg text-slate-700">
          {job.organisationName} · {job.postcodeDistrict}
        </p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <LinkButton to={jobApplyPath(job.id)} size="lg">
            <Send aria-hidden="true" className="size-5" />
            Apply
          </LinkButton>
        </div>
      </header>
      <section
        aria-labelledby="job-facts-heading"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="job-facts-heading" className="font-semibold text-lg text-slate-900">
          The job
        </h2>
        <JobFacts facts={[['Organisation', job.organisationName], ...jobFacts(job)]} className="mt-3" />
      </section>
      <section aria-labelledby="job-description-heading" className="flex flex-col gap-3">
        <h2 id="job-description-heading" className="font-semibold text-slate-900 text-xl">
          About the job
        </h2>
        <JobDescriptionText text={job.description} />
      </section>
      {requirements.length > 0 ? (
        <section aria-labelledby="job-requirements-heading" className="flex flex-col gap-3">
          <h2 id="job-requirements-heading" className="font-semibold text-slate-900 text-xl">
            What the job asks for
          </h2>
          <JobFacts facts={requirements.map(({ label, text }) => [label, text])} />
        </section>
      ) : null}
      <div className="flex flex-col gap-4 rounded-xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-800">
          Apply by {jobFacts(job).find(([term]) => term === 'Closing date')?.[1]}. Your details reach{' '}
          {job.organisationName} only once you apply.
        </p>
        <LinkButton to={jobApplyPath(job.id)} className="shrink-0">
          Apply for this job
        </LinkButton>
      </div>
      <BackToBoard />
    </Container>
  );
}

function UnavailableJob({ kind, message }: { kind: 'closed' | 'busy'; message: string }) {
  useDocumentTitle(unavailableJobTitles[kind]);
  return (
    <Container className="flex max-w-3xl flex-col gap-4 py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{unavailableJobTitles[kind]}</h1>
      <p className="text-lg text-slate-700">{message}</p>
      <BackToBoard />
    </Container>
  );
}

/**
 * /arrsplace/jobs/<slug>-<id>: one job, with Apply; or, for a closed one, that it no longer accepts
 * applications (docs/product/jobs.md#one-job).
 */
export function JobPage() {
  const data = usePageData(jobPagePattern);
  if (data.kind === 'open') return <OpenJob job={data.job} />;
  return <UnavailableJob kind={data.kind} message={data.message} />;
}
