import type { Profile } from '../../shared/accounts/account-api';
import { brand } from '../../shared/content/brand';
import { paths } from '../../shared/routing/paths';
import type { Site } from '../../shared/routing/site';
import { accountSettingsPathFor, areaPathFor } from '../lib/session/area-access';

export interface NavItem {
  label: string;
  to: string;
}

export interface HeaderNavigation {
  links: NavItem[];
  /** The header's call to action, shown as a button after the links. */
  signIn?: NavItem;
}

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

/** The footer's Services list; recruitment goes to sign-in on the marketplace host. */
export function footerServices(site: Site): NavItem[] {
  return [
    { label: 'Recruitment', to: site === 'marketplace' ? paths.platform.auth : paths.recruitment },
    { label: 'Business Development', to: paths.businessDevelopment },
    { label: 'Project Management', to: paths.projectManagement },
  ];
}

export const footerLegalLinks: NavItem[] = [
  { label: 'Privacy policy', to: paths.privacy },
  { label: 'Cookie policy', to: paths.cookies },
  { label: 'Terms of use', to: paths.terms },
];

/** The links: docs/product/site.md#header-for-signed-in-members. */
export function platformNavigation(profile: Pick<Profile, 'role' | 'profileTier' | 'isApproved'>): NavItem[] {
  const links: NavItem[] = [
    { label: 'Home', to: paths.home },
    { label: 'Contact', to: paths.contact },
  ];
  if (!profile.isApproved) return links;
  const area = areaPathFor(profile);
  if (area !== paths.platform.community) links.push({ label: 'Dashboard', to: area });
  links.push({ label: 'Community', to: paths.platform.community });
  const settings = accountSettingsPathFor(profile);
  if (settings) links.push({ label: 'Account settings', to: settings });
  return links;
}
