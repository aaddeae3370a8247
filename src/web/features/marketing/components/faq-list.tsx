import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { FaqItem } from '../content/contact';

/** Questions as a disclosure list: each question is a button that shows or hides its answer. */
export function FaqList({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => {
        const expanded = open.has(item.id);
        return (
          <li key={item.id}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`faq-${item.id}`}
                onClick={() => toggle(item.id)}
                className="flex min-h-11 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-slate-600 ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div id={`faq-${item.id}`} hidden={!expanded} className="px-5 pb-4 text-slate-700">
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
