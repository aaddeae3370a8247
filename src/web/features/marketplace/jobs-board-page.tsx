import { Search } from 'lucide-react';
import { brand } from '../../../shared/content/brand';
import {
  type JobsBoardData,
  jobsBoardHref,
  jobsBoardSearch,
  jobsBoardTitle,
} from '../../../shared/marketplace/jobs-board';
import { paths } from '../../../shared/routing/paths';
import { FormAlert } from '../../components/form/form-alert';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { AppLink } from '../../lib/navigation/navigation';
import { usePageData } from '../../lib/page-data';
import { useDocumentTitle } from '../../lib/use-document-title';
import { JobCard } from './components/jobs/job-card';
import { JobsFilterForm } from './components/jobs/jobs-filter-form';
import { JobsPagination } from './components/jobs/jobs-pagination';

function countText(total: number, page: number, pageSize: number, shown: number): string {
  const jobs = `${total} open ${total === 1 ? 'job' : 'jobs'}`;
  if (total <= pageSize || shown === 0) return jobs;
  const from = (page - 1) * pageSize + 1;
  return `${jobs}, showing ${from} to ${from + shown - 1}`;
}

const inlineLink =
  'rounded text-brand-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * /arrsplace/jobs: open vacancies, searched by the filters in its address (docs/product/jobs.md#the-board).
 * The server renders it for each request; the app draws it from the API after taking over.
 */
export function JobsBoardPage() {
  return <JobsBoard data={usePageData(paths.platform.jobs)} />;
}

function JobsBoard({ data }: { data: JobsBoardData }) {
  const { filters, result, problem } = data;
  const title = jobsBoardTitle(problem ? {} : filters);
  // The server writes the head on a full load; in the app the title follows the page.
  useDocumentTitle(title);
  const pages = result ? Math.ceil(result.total / result.pageSize) : 0;
  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">
          {brand.platformName} jobs
        </p>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-lg text-slate-700">
          Open vacancies with verified primary care networks, GP practices and NHS providers. Free to apply;
          your details reach an employer only when you apply.
        </p>
      </header>
      <div className="grid items-start gap-8 lg:grid-cols-[20rem_1fr]">
        <JobsFilterForm key={jobsBoardSearch(filters)} filters={filters} problem={problem} />
        <section aria-labelledby="jobs-results-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="jobs-results-heading" className="font-semibold text-slate-900 text-xl">
            {result
              ? countText(result.total, result.page, result.pageSize, result.jobs.length)
              : 'No results'}
          </h2>
          {problem ? <FormAlert message={problem.message} /> : null}
          {result && result.jobs.length > 0 ? (
            <ul className="flex flex-col gap-4">
              {result.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          ) : null}
          {result && result.jobs.length === 0 ? (
            <EmptyState icon={Search}>
              {result.total === 0 ? 'No open jobs match these filters. ' : 'There are no jobs on this page. '}
              <AppLink
                to={result.total === 0 ? paths.platform.jobs : jobsBoardHref({ ...filters, page: '1' })}
                className={inlineLink}
              >
                {result.total === 0 ? 'See all open jobs' : 'Go to the first page'}
              </AppLink>
            </EmptyState>
          ) : null}
          {result ? <JobsPagination filters={filters} page={result.page} pages={pages} /> : null}
        </section>
      </div>
    </Container>
  );
}
