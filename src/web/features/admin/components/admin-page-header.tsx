import type { ReactNode } from 'react';
import { AdminSectionsNav } from './admin-sections-nav';

export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <div>
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Admin</p>
        <h1 className="mt-1 font-bold text-3xl text-slate-900 tracking-tight">{title}</h1>
        {children ? <p className="mt-2 max-w-prose text-slate-600">{children}</p> : null}
      </div>
      <AdminSectionsNav />
    </>
  );
}
