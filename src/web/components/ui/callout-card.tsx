import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export function CalloutCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900 text-xl">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}
