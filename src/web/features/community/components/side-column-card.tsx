import type { ReactNode } from 'react';

interface SideColumnCardProps {
  headingId: string;
  /** The community tour's anchor for this card. */
  tour: string;
  /** A decorative icon before the title (aria-hidden). */
  icon: ReactNode;
  title: string;
  /** When set, shown in place of the content (e.g. nothing to list yet). */
  emptyText?: string | undefined;
  children?: ReactNode;
}

export function SideColumnCard({ headingId, tour, icon, title, emptyText, children }: SideColumnCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      data-tour={tour}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-lg text-slate-900">
        {icon}
        {title}
      </h2>
      {emptyText ? <p className="mt-3 text-slate-600 text-sm">{emptyText}</p> : children}
    </section>
  );
}
