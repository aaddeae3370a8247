import { CalendarClock } from 'lucide-react';
import { documentExpiryWindowDays } from '../../../../shared/admin/documents.schemas';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/loading-state';
import { useExpiringDocuments } from '../api/admin-documents';
import { DocumentReviewCard } from './document-review-card';

export function ExpiringDocuments() {
  const expiring = useExpiringDocuments();
  if (expiring.isPending) return <LoadingState text="Loading expiring documents..." />;
  if (expiring.isError) {
    return (
      <LoadError
        message="Failed to load expiring documents. Please try again."
        onRetry={() => void expiring.refetch()}
      />
    );
  }
  const { documents } = expiring.data;
  if (documents.length === 0) {
    return (
      <EmptyState icon={CalendarClock}>
        No documents expire in the next {documentExpiryWindowDays} days.
      </EmptyState>
    );
  }
  return (
    <div aria-busy={expiring.isFetching} className="flex flex-col gap-3">
      <p role="status" className="text-slate-600 text-sm">
        {documents.length === 1 ? '1 document expires' : `${documents.length} documents expire`} in the next{' '}
        {documentExpiryWindowDays} days. Candidates are reminded by e-mail 30 and 7 days before.
      </p>
      <ul className="flex flex-col gap-3">
        {documents.map((document) => (
          <li key={document.id}>
            <DocumentReviewCard document={document} />
          </li>
        ))}
      </ul>
    </div>
  );
}
