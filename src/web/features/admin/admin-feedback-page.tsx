import { MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { AdminFeedbackResponse } from '../../../shared/admin/feedback.schemas';
import { surveyRatings } from '../../../shared/feedback/survey';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { LoadingState } from '../../components/ui/loading-state';
import { formatDay } from '../../lib/uk-dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdminFeedback } from './api/admin-feedback';
import { AdminPageHeader } from './components/admin-page-header';

// recharts loads with this chart only (React.lazy), never with a public page.
const FeedbackRatingsChart = lazy(() => import('./components/feedback-ratings-chart'));

const ratingLabel = (value: number) => {
  const rating = surveyRatings.find((entry) => entry.value === value);
  return rating ? `${value} – ${rating.label}` : String(value);
};
const roleLabels: Record<string, string> = { candidate: 'Candidate', employer: 'Employer' };

export function AdminFeedbackPage() {
  useDocumentTitle('Feedback');
  const [page, setPage] = useState(1);
  const feedback = useAdminFeedback(page);
  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <AdminPageHeader title="Feedback">
        Candidates and employers rate how easy the platform is to use (1 hard, 2 okay, 3 easy) and may add a
        comment.
      </AdminPageHeader>
      {feedback.isPending ? (
        <LoadingState text="Loading feedback..." />
      ) : feedback.isError ? (
        <LoadError
          message="Failed to load feedback. Please try again."
          onRetry={() => void feedback.refetch()}
        />
      ) : (
        <FeedbackContent data={feedback.data} busy={feedback.isFetching} onPage={setPage} />
      )}
    </Container>
  );
}

function FeedbackContent({
  data,
  busy,
  onPage,
}: {
  data: AdminFeedbackResponse;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const total = data.totals.rating1 + data.totals.rating2 + data.totals.rating3;
  const pages = Math.max(1, Math.ceil(data.textsTotal / data.pageSize));
  return (
    <>
      <section aria-labelledby="feedback-ratings" className="flex flex-col gap-4">
        <h2 id="feedback-ratings" className="font-semibold text-slate-900 text-xl">
          Ratings per week
        </h2>
        <p className="text-slate-600 text-sm">
          {total === 1 ? '1 rating' : `${total} ratings`} in all:{' '}
          {surveyRatings
            .map(
              (rating) => `${data.totals[`rating${rating.value}` as const]} × ${ratingLabel(rating.value)}`,
            )
            .join(', ')}
          .
        </p>
        <Suspense fallback={<p className="h-72 text-slate-600">Loading chart...</p>}>
          <FeedbackRatingsChart weeks={data.weeks} />
        </Suspense>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Ratings per week, the last {data.weeks.length} weeks</caption>
            <thead>
              <tr className="border-slate-200 border-b">
                <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                  Week starting
                </th>
                {surveyRatings.map((rating) => (
                  <th
                    key={rating.value}
                    scope="col"
                    className="py-2 pr-4 text-right font-semibold text-slate-900"
                  >
                    {ratingLabel(rating.value)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.weeks.map((week) => (
                <tr key={week.weekStart} className="border-slate-100 border-b">
                  <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                    {formatDay(week.weekStart)}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{week.rating1}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{week.rating2}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{week.rating3}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="feedback-texts" aria-busy={busy} className="flex flex-col gap-4">
        <h2 id="feedback-texts" className="font-semibold text-slate-900 text-xl">
          What people wrote
        </h2>
        {data.texts.length === 0 ? (
          <EmptyState icon={MessageSquareText}>No one has written a comment yet.</EmptyState>
        ) : (
          <>
            <p role="status" className="text-slate-600 text-sm">
              {data.textsTotal === 1 ? '1 comment' : `${data.textsTotal} comments`}, newest first
              {pages > 1 ? ` · page ${data.page} of ${pages}` : ''}
            </p>
            <ul className="flex flex-col gap-3">
              {data.texts.map((text) => (
                <li key={text.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
                  <p className="whitespace-pre-line break-words text-slate-900">{text.text}</p>
                  <p className="text-slate-600 text-sm">
                    {roleLabels[text.role] ?? text.role} · rated {ratingLabel(text.rating)} ·{' '}
                    {formatDay(text.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label="Comment pages" className="flex items-center justify-between gap-3">
                <Button
                  variant="secondary"
                  disabled={data.page <= 1 || busy}
                  onClick={() => onPage(data.page - 1)}
                >
                  Previous page
                </Button>
                <Button
                  variant="secondary"
                  disabled={data.page >= pages || busy}
                  onClick={() => onPage(data.page + 1)}
                >
                  Next page
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
