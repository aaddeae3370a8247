import { CalendarClock, RotateCcw } from 'lucide-react';
import { documentExpiryWindowDays } from '../../../../shared/admin/documents.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { useExpiringDocuments } from '../api/admin-documents';
import { DocumentReviewCard } from './document-review-card';

/** Pending and verified documents that expire within 30 days, soonest first. */
export function ExpiringDocuments() {
  const expiring = useExpiringDocuments();
  if (expiring.isPending) return <LoadingState text="Loading expiring documents..." />;
  if (expiring.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert message="Failed to load expiring documents. Please try again." />
        <Button variant="secondary" onClick={() => void expiring.refetch()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      </div>
    );
  }
  const { documents } = expiring.data;
  if (documents.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-slate-300 border-dashed p-8 text-center">
        <CalendarClock aria-hidden="true" className="size-8 text-slate-400" />
        <p role="status" className="text-slate-600">
          No documents expire in the next {documentExpiryWindowDays} days.
        </p>
      </div>
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
