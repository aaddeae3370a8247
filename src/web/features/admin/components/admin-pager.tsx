import { Button } from '../../../components/ui/button';

interface AdminPagerProps {
  label: string;
  page: number;
  hasMore: boolean;
  /** The number of pages, when the list knows its total ('Page 2 of 5'). */
  pages?: number;
  onPage: (page: number) => void;
}

export function AdminPager({ label, page, hasMore, pages, onPage }: AdminPagerProps) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="text-slate-600 text-sm">
        Page {page}
        {pages ? ` of ${pages}` : ''}
      </span>
      <Button variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
