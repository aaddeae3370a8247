import { founder, partners } from '../content/consultancy';

export function FounderProfile() {
  const initials = founder.name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <div className="mt-8 flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row">
      <svg aria-hidden="true" viewBox="0 0 96 96" className="size-24 shrink-0">
        <circle cx="48" cy="48" r="48" className="fill-brand-100" />
        <text x="48" y="58" textAnchor="middle" className="fill-brand-900 font-bold text-3xl">
          {initials}
        </text>
      </svg>
      <div>
        <h3 className="font-semibold text-slate-900 text-xl">{founder.name}</h3>
        <p className="text-brand-800">{founder.title}</p>
        <p className="mt-3 text-slate-700">{founder.summary}</p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
          {founder.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Trusted partners as text marks drawn in-page (no external images). */
export function PartnerLogos() {
  return (
    <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3">
      {partners.map((partner) => (
        <li
          key={partner.name}
          className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4"
        >
          <svg aria-hidden="true" viewBox="0 0 40 40" className="size-10 shrink-0">
            <rect width="40" height="40" rx="8" className="fill-slate-800" />
            <text x="20" y="25" textAnchor="middle" className="fill-white font-bold text-sm">
              {partner.initials}
            </text>
          </svg>
          <span>
            <span className="block font-semibold text-slate-900 text-sm">{partner.name}</span>
            <span className="block text-slate-600 text-xs">{partner.kind}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
