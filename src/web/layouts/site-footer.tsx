import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { brand, copyrightYears } from '../../shared/content/brand';
import type { Site } from '../../shared/routing/site';
import { Container } from '../components/ui/container';
import { ProfessionalNetworkIcon, ShortVideoIcon } from '../components/ui/social-icons';
import { AppLink } from '../lib/navigation/navigation';
import { siteBrand } from '../lib/site-brand';
import { useHydrated } from '../lib/use-hydrated';
import { CookieSettingsButton } from './cookie-banner';
import { footerLegalLinks, footerServices, type NavItem } from './site-navigation';

const footerLink =
  'rounded text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-semibold text-sm text-white uppercase tracking-wide">{title}</h2>
      <div className="mt-4 text-sm">{children}</div>
    </div>
  );
}

function LinkList({ items }: { items: NavItem[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.label}>
          <AppLink to={item.to} className={footerLink}>
            {item.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

const socialLinks = [
  { ...brand.social.professionalNetwork, Icon: ProfessionalNetworkIcon },
  { ...brand.social.shortVideo, Icon: ShortVideoIcon },
];

/** What it holds: docs/product/site.md#footer. */
export function SiteFooter({ site }: { site: Site }) {
  const { name, tagline } = siteBrand(site);
  const year = new Date().getFullYear();
  // The pre-rendered page has the year of the build; after hydration the span is new, with this year.
  const hydrated = useHydrated();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-bold text-lg text-white">{name}</p>
          <p className="mt-3 text-sm">{tagline}</p>
        </div>
        <FooterColumn title="Services">
          <LinkList items={footerServices(site)} />
        </FooterColumn>
        <FooterColumn title="Contact">
          <ul className="space-y-3">
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`tel:${brand.phone.tel}`} className={footerLink}>
                {brand.phone.display}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${brand.email}`} className={footerLink}>
                {brand.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">
                {[...brand.address.lines, brand.address.country].map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
        </FooterColumn>
        <FooterColumn title="Follow us">
          <ul className="space-y-3">
            {socialLinks.map(({ label, url, Icon }) => (
              <li key={label}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className={`${footerLink} inline-flex items-center gap-2`}
                >
                  <Icon />
                  {label}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>
      </Container>
      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <div className="space-y-1">
            <p key={hydrated ? 'browser' : 'build'} suppressHydrationWarning>
              © {copyrightYears(year)} {name}
            </p>
            <p>
              {brand.consultancyLegalName}, registered in {brand.registeredIn}, company number{' '}
              {brand.companyNumber}.
            </p>
          </div>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {footerLegalLinks.map((item) => (
                <li key={item.to}>
                  <AppLink to={item.to} className={footerLink}>
                    {item.label}
                  </AppLink>
                </li>
              ))}
              <li>
                <CookieSettingsButton className={footerLink} />
              </li>
            </ul>
          </nav>
        </Container>
      </div>
    </footer>
  );
}
