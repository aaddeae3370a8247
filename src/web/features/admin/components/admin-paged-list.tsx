import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/loading-state';
import { errorMessageOf } from '../../../lib/api-client';
import { AdminPager } from './admin-pager';

/** Where the list is among its pages; `pages` when the list knows its total. */
export interface PageState {
  page: number;
  hasMore: boolean;
  pages?: number;
}

interface AdminPagedListProps<T> {
  /** One page of the list; the previous page stays shown (marked busy) while the next loads. */
  query: UseQueryResult<T>;
  /** 'Loading the audit log...' */
  loadingText: string;
  /** 'Failed to load the audit log.', followed by the error's message. */
  failedText: string;
  isEmpty: (data: T) => boolean;
  /** What an empty page says. */
  empty: ReactNode;
  /** The count the page announces above the list ('12 events on page 2'). */
  summary?: (data: T) => string;
  /** The pager's accessible name, e.g. 'Pages of the audit log'. */
  pagerLabel: string;
  pageState: (data: T) => PageState;
  onPage: (page: number) => void;
  /** The page's items. */
  children: (data: T) => ReactNode;
}

/** An admin list page by page: loading, failure with Try Again, empty, or the items and the pager. */
export function AdminPagedList<T>({
  query,
  loadingText,
  failedText,
  isEmpty,
  empty,
  summary,
  pagerLabel,
  pageState,
  onPage,
  children,
}: AdminPagedListProps<T>) {
  if (query.isPending) return <LoadingState text={loadingText} />;
  if (query.isError) {
    return (
      <LoadError
        message={`${failedText} ${errorMessageOf(query.error)}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { data } = query;
  if (isEmpty(data)) return empty;
  return (
    <div aria-busy={query.isFetching} className="flex flex-col gap-3">
      {summary ? (
        <p role="status" className="text-slate-600 text-sm">
          {summary(data)}
        </p>
      ) : null}
      {children(data)}
      <AdminPager label={pagerLabel} onPage={onPage} {...pageState(data)} />
    </div>
  );
}
