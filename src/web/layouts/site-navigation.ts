import { brand } from '../../shared/content/brand';
import { legacyRedirects, paths } from '../../shared/routing/paths';
import type { Site } from '../../shared/routing/site';

export interface NavItem {
  label: string;
  to: string;
}

export interface HeaderNavigation {
  links: NavItem[];
  /** The header's call to action, shown as a button after the links. */
  signIn?: NavItem;
}

/** Spec §2.3: the header links of each host. */
export function headerNavigation(site: Site): HeaderNavigation {
  if (site === 'marketplace') {
    return {
      links: [
        { label: 'Home', to: paths.platform.landing },
        { label: 'Community', to: paths.platform.auth },
        { label: 'About', to: paths.platform.aboutAlias },
      ],
    };
  }
  return {
    links: [
      { label: 'Home', to: paths.home },
      { label: brand.platformName, to: paths.platform.landing },
      { label: 'Contact', to: paths.contact },
    ],
    signIn: { label: 'Sign In', to: paths.platform.auth },
  };
}

/**
 * A legacy service page, checked against the registry's legacyRedirects (the registry has no named
 * entry for them yet), so a renamed or removed one fails at start instead of linking to a 404.
 */
function legacyServicePath(path: string): string {
  if (!Object.hasOwn(legacyRedirects, path)) throw new Error(`${path} is not a registered legacy redirect`);
  return path;
}

const businessDevelopmentPath = legacyServicePath('/business-development');
const projectManagementPath = legacyServicePath('/project-management');

/** Spec §2.3: the footer's Services list; recruitment goes to sign-in on the marketplace host. */
export function footerServices(site: Site): NavItem[] {
  return [
    { label: 'Recruitment', to: site === 'marketplace' ? paths.platform.auth : paths.recruitment },
    { label: 'Business Development', to: businessDevelopmentPath },
    { label: 'Project Management', to: projectManagementPath },
  ];
}

export const footerLegalLinks: NavItem[] = [
  { label: 'Privacy policy', to: paths.privacy },
  { label: 'Cookie policy', to: paths.cookies },
  { label: 'Terms of use', to: paths.terms },
];
