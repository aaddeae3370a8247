import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from './button';

interface HistoryState {
  idx?: unknown;
}

/** Goes back one page, or to `fallback` when this page was the first of the visit. */
export function BackButton({ fallback, label = 'Back' }: { fallback: string; label?: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    const state: HistoryState | null = window.history.state;
    const index = typeof state?.idx === 'number' ? state.idx : 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  };
  return (
    <Button variant="secondary" onClick={goBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
