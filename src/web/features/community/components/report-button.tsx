import { Flag } from 'lucide-react';

interface ReportButtonProps {
  label: string;
  busy: boolean;
  onReport: () => void;
}

export function ReportButton({ label, busy, onReport }: ReportButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onReport();
      }}
      className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
    >
      <Flag aria-hidden="true" className="size-4" />
    </button>
  );
}
