import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface Shortcut {
  to: string;
  label: string;
  icon: LucideIcon;
}

export function ShortcutNav({
  label,
  shortcuts,
  tour,
}: {
  label: string;
  shortcuts: readonly Shortcut[];
  tour?: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-col gap-2" data-tour={tour}>
      {shortcuts.map(({ to, label: text, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="flex min-h-12 items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-slate-900 hover:border-brand-700"
        >
          <Icon aria-hidden="true" className="size-5 text-brand-700" />
          {text}
        </Link>
      ))}
    </nav>
  );
}
