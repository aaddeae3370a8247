import { type JobsFilterValues, jobsBoardHref } from '../../../../../shared/marketplace/jobs-board';
import { AppLink } from '../../../../lib/navigation/navigation';

const linkClasses =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Previous, next and the pages around this one, as links to the board's addresses. */
export function JobsPagination({
  filters,
  page,
  pages,
}: {
  filters: JobsFilterValues;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const to = (target: number) => jobsBoardHref({ ...filters, page: String(target) });
  const near = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label="Pages of jobs" className="flex flex-wrap items-center gap-2">
      {page > 1 ? (
        <AppLink to={to(page - 1)} className={linkClasses} rel="prev">
          Previous
        </AppLink>
      ) : null}
      {near.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${linkClasses} border-brand-700 bg-brand-50`}>
            <span className="sr-only">Page </span>
            {n}
          </span>
        ) : (
          <AppLink key={n} to={to(n)} className={linkClasses}>
            <span className="sr-only">Page </span>
            {n}
          </AppLink>
        ),
      )}
      {page < pages ? (
        <AppLink to={to(page + 1)} className={linkClasses} rel="next">
          Next
        </AppLink>
      ) : null}
    </nav>
  );
}
