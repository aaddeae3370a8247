import type { Site } from '../../../shared/routing/site';

/** Consultancy mark: a care cross crossed by a meridian arc. */
function ConsultancyMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      <path d="M5 24c6-3 16-3 22 0" stroke="#fff" strokeWidth="1.5" fill="none" opacity="0.7" />
    </svg>
  );
}

/** ARRS Place mark: a place pin holding a community of three. */
function PlatformMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M16 5c-4.4 0-8 3.4-8 7.8C8 18.6 16 27 16 27s8-8.4 8-14.2C24 8.4 20.4 5 16 5z" fill="#fff" />
      <circle cx="13" cy="12" r="1.8" className="fill-brand-700" />
      <circle cx="19" cy="12" r="1.8" className="fill-brand-700" />
      <circle cx="16" cy="16.5" r="1.8" className="fill-brand-700" />
    </svg>
  );
}

/** The name is the link's accessible text. */
export function BrandLogo({ site, name }: { site: Site; name: string }) {
  return (
    <span className="flex items-center gap-2">
      {site === 'marketplace' ? <PlatformMark /> : <ConsultancyMark />}
      <span className="font-bold text-lg text-slate-900 tracking-tight">{name}</span>
    </span>
  );
}
