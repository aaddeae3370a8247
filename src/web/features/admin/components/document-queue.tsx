import { FileCheck2 } from 'lucide-react';
import { useId } from 'react';
import {
  type DocumentStatus,
  type DocumentType,
  documentStatuses,
  documentStatusLabels,
  documentTypeLabels,
  documentTypes,
} from '../../../../shared/candidates/uploads';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/loading-state';
import { type AdminDocumentsFilter, useAdminDocuments } from '../api/admin-documents';
import { DocumentReviewCard } from './document-review-card';

interface DocumentQueueProps {
  filter: AdminDocumentsFilter;
  onChange: (filter: AdminDocumentsFilter) => void;
}

export function DocumentQueue({ filter, onChange }: DocumentQueueProps) {
  const statusId = useId();
  const typeId = useId();
  const queue = useAdminDocuments(filter);

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={statusId} className={labelClasses}>
            Status
          </label>
          <select
            id={statusId}
            className={inputClasses}
            value={filter.status ?? ''}
            onChange={(event) =>
              onChange({
                ...filter,
                page: 1,
                status: (event.target.value || undefined) as DocumentStatus | undefined,
              })
            }
          >
            <option value="">All statuses (awaiting verification first)</option>
            {documentStatuses.map((status) => (
              <option key={status} value={status}>
                {documentStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeId} className={labelClasses}>
            Document type
          </label>
          <select
            id={typeId}
            className={inputClasses}
            value={filter.type ?? ''}
            onChange={(event) =>
              onChange({
                ...filter,
                page: 1,
                type: (event.target.value || undefined) as DocumentType | undefined,
              })
            }
          >
            <option value="">All types</option>
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {documentTypeLabels[type]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueueResults queue={queue} filter={filter} onChange={onChange} />
    </div>
  );
}

function QueueResults({
  queue,
  filter,
  onChange,
}: DocumentQueueProps & { queue: ReturnType<typeof useAdminDocuments> }) {
  if (queue.isPending) return <LoadingState text="Loading documents..." />;
  if (queue.isError) {
    return (
      <LoadError message="Failed to load documents. Please try again." onRetry={() => void queue.refetch()} />
    );
  }
  const { documents, total, page, pageSize } = queue.data;
  if (documents.length === 0) {
    return (
      <EmptyState icon={FileCheck2}>
        {filter.status || filter.type
          ? 'No documents match these filters.'
          : 'No documents have been uploaded yet.'}
      </EmptyState>
    );
  }
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div aria-busy={queue.isFetching} className="flex flex-col gap-3">
      <p role="status" className="text-slate-600 text-sm">
        {total === 1 ? '1 document' : `${total} documents`}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
      </p>
      <ul className="flex flex-col gap-3">
        {documents.map((document) => (
          <li key={document.id}>
            <DocumentReviewCard document={document} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Document pages" className="flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            disabled={page <= 1 || queue.isFetching}
            onClick={() => onChange({ ...filter, page: page - 1 })}
          >
            Previous page
          </Button>
          <Button
            variant="secondary"
            disabled={page >= pages || queue.isFetching}
            onClick={() => onChange({ ...filter, page: page + 1 })}
          >
            Next page
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
