import { type ReactNode, useRef } from 'react';
import { useFirstRenderedOnServer } from '../../../lib/use-hydrated';
import { useInView } from '../hooks/use-in-view';

interface OnDemandSectionProps {
  id: string;
  children: ReactNode;
}

/** On the pre-rendered page every section is there from the start (search engines, no JavaScript). */
export function OnDemandSection({ id, children }: OnDemandSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref, { rootMargin: '200px 0px' });
  const near = useFirstRenderedOnServer() || inView;
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={near ? `${id}-heading` : undefined}
      data-loaded={near ? 'true' : 'false'}
      className="min-h-48 border-slate-200 border-t py-10"
    >
      {near ? children : null}
    </section>
  );
}
