import { ShieldCheck } from 'lucide-react';

export function CommunityGuidelines() {
  return (
    <aside
      aria-label="Community guidelines"
      data-tour="community-guidelines"
      className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-800"
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="text-sm">
        <p className="font-semibold text-slate-900">Community guidelines</p>
        <p className="mt-1">
          Be respectful and professional, share knowledge and evidence, and support colleagues. Job postings,
          recruitment and direct contact sharing are not permitted, and never post patient-identifiable
          information.
        </p>
      </div>
    </aside>
  );
}
