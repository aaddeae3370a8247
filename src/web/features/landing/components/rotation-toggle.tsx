import { Pause, Play } from 'lucide-react';

interface RotationToggleProps {
  rotating: boolean;
  onToggle: () => void;
  /** What rotates, for the button's name: 'Pause taglines' / 'Play taglines'. */
  what: string;
  className?: string;
}

/** Pause/play for content that changes by itself (WCAG 2.2.2). */
export function RotationToggle({ rotating, onToggle, what, className = '' }: RotationToggleProps) {
  const Icon = rotating ? Pause : Play;
  return (
    <button
      type="button"
      onClick={onToggle}
      className={`inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-slate-800 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2 ${className}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">{`${rotating ? 'Pause' : 'Play'} ${what}`}</span>
    </button>
  );
}
