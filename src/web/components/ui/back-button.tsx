import { ArrowLeft } from 'lucide-react';
import { hasPageBeforeInHistory, useAppNavigate } from '../../lib/navigation/navigation';
import { Button } from './button';

interface HistoryState {
  idx?: unknown;
}

function cameFromThisSite(): boolean {
  if (!document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Goes back one page, or to `fallback` when this page was the first of the visit. */
export function BackButton({ fallback, label = 'Back' }: { fallback: string; label?: string }) {
  const navigate = useAppNavigate();
  const goBack = () => {
    const state: HistoryState | null = window.history.state;
    // The router numbers its history entries; before its first there may be the pre-rendered page
    // it took over from, and a page reached by a link from another page of this site (a pre-rendered
    // page is its own document) has that page as its referrer.
    const index = typeof state?.idx === 'number' ? state.idx : 0;
    if (index > 0 || hasPageBeforeInHistory() || cameFromThisSite()) navigate(-1);
    else navigate(fallback);
  };
  return (
    <Button variant="secondary" onClick={goBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
