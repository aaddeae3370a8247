import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-slate-300 border-dashed p-8 text-center">
      <Icon aria-hidden="true" className="size-8 text-slate-400" />
      <p role="status" className="text-slate-600">
        {children}
      </p>
    </div>
  );
}
