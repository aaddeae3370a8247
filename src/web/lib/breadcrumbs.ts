import { brand } from '../../shared/content/brand';
import { isKnownPagePath, normalisePathname, paths } from '../../shared/routing/paths';
import type { Site } from '../../shared/routing/site';
import { accountSettingsPaths, twoFactorEnrolmentPath } from './session/area-access';
import { siteBrand } from './site-brand';

export interface Crumb {
  label: string;
  /** Absent on the current page and on path levels that are not pages of their own. */
  href?: string;
}

const pageLabels: Readonly<Record<string, string>> = {
  [paths.contact]: 'Contact',
  [paths.recruitment]: 'Recruitment',
  [paths.privacy]: 'Privacy policy',
  [paths.cookies]: 'Cookie policy',
  [paths.terms]: 'Terms of use',
  [paths.resetPassword]: 'Reset password',
  [paths.platform.landing]: brand.platformName,
  [paths.platform.auth]: 'Sign in',
  [paths.platform.resetPassword]: 'Reset password',
  [paths.platform.about]: 'About',
  [paths.platform.aboutAlias]: `About ${brand.platformName}`,
  [paths.platform.insights]: 'Insights',
  [paths.platform.candidate]: 'Candidate area',
  [paths.platform.candidateRegister]: 'Registration',
  [paths.platform.candidateDocuments]: 'Documents',
  [paths.platform.candidateProfile]: 'Profile',
  [paths.platform.employer]: 'Employer area',
  [paths.platform.employerRegister]: 'Registration',
  [paths.platform.community]: 'Community',
  [paths.platform.admin]: 'Admin',
  [paths.platform.adminModeration]: 'Community moderation',
  [paths.platform.adminOrganisations]: 'Organisations',
  [paths.platform.masterAdmin]: 'Master admin',
  [accountSettingsPaths.candidate]: 'Account settings',
  [accountSettingsPaths.employer]: 'Account settings',
  [twoFactorEnrolmentPath]: 'Two-factor authentication',
};

/** An id on its own is for the server: the trail names what it is by the level above it. */
const idPattern = /^\w{8}(-\w{4}){3}-\w{12}$/;
const idLabels: Readonly<Record<string, string>> = { vacancies: 'Vacancy', apply: 'Job' };

/**
 * 'master_admin' → 'Master admin'; a job's 'paramedic-ls6-<id>' → 'Paramedic ls6' (the id is for the
 * server); undecodable segments are shown as they are.
 */
export function humaniseSegment(segment: string): string {
  let text = segment.replace(/(.)-\w{8}(-\w{4}){3}-\w{12}$/, '$1');
  try {
    text = decodeURIComponent(text);
  } catch {
    // A malformed escape: keep the raw segment.
  }
  const words = text.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Empty on the home page and on paths that are not pages. */
export function breadcrumbsFor(pathname: string, site: Site): Crumb[] {
  const path = normalisePathname(pathname);
  const home = siteBrand(site).homePath;
  if (path === paths.home || path === home || !isKnownPagePath(path)) return [];

  const crumbs: Crumb[] = [{ label: 'Home', href: home }];
  const segments = path.split('/').filter((segment) => segment !== '');
  let prefix = '';
  let parent = '';
  for (const segment of segments) {
    prefix = `${prefix}/${segment}`;
    const above = parent;
    parent = segment;
    if (prefix === home) continue;
    const label =
      pageLabels[prefix] ??
      (idPattern.test(segment) ? (idLabels[above] ?? 'Details') : humaniseSegment(segment));
    const isCurrent = prefix === path;
    crumbs.push(isCurrent || !isKnownPagePath(prefix) ? { label } : { label, href: prefix });
  }
  return crumbs;
}
