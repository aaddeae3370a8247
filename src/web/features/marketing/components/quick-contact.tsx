import { Building, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { brand } from '../../../../shared/content/brand';
import { ProfessionalNetworkIcon, ShortVideoIcon } from '../../../components/ui/social-icons';
import { officeHours } from '../content/contact';

const link =
  'rounded font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 break-words text-slate-700 text-sm">{children}</div>
      </div>
    </li>
  );
}

export function QuickContactCards() {
  return (
    <ul className="grid gap-4">
      <Card icon={<Phone aria-hidden="true" className="size-5" />} title="Phone">
        <a href={`tel:${brand.phone.tel}`} className={link}>
          {brand.phone.display}
        </a>
        <p>{officeHours}</p>
      </Card>
      <Card icon={<Mail aria-hidden="true" className="size-5" />} title="E-mail">
        <a href={`mailto:${brand.email}`} className={link}>
          {brand.email}
        </a>
        <p>Reply within 2 hours in office hours</p>
      </Card>
      <Card icon={<MapPin aria-hidden="true" className="size-5" />} title="Registered address">
        <address className="not-italic">{[...brand.address.lines, brand.address.country].join(', ')}</address>
      </Card>
      <Card icon={<Building aria-hidden="true" className="size-5" />} title="Company details">
        <p>{brand.consultancyLegalName}</p>
        <p>
          Registered in {brand.registeredIn}, company number {brand.companyNumber}
        </p>
      </Card>
    </ul>
  );
}

const socials = [
  { ...brand.social.professionalNetwork, Icon: ProfessionalNetworkIcon },
  { ...brand.social.shortVideo, Icon: ShortVideoIcon },
];

export function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-3">
      {socials.map(({ label, url, Icon }) => (
        <li key={label}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${link} inline-flex min-h-11 items-center gap-2 border border-slate-300 px-4`}
          >
            <Icon />
            {label}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
