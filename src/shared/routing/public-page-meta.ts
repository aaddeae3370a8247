import { brand } from '../content/brand';
import { paths } from './paths';
import type { Site } from './site';

export interface PublicPageMeta {
  /** The page's part of the document title; the brand of the host is appended. */
  title: string;
  description: string;
  /** The host whose origin the canonical URL uses: the host the page belongs to. */
  home: Site;
  /** The path of the canonical URL when it is not the page's own (an alias). */
  canonicalPath?: string;
  /** Organization structured data (JSON-LD) on the landing page of each brand. */
  organization?: boolean;
}

const about: PublicPageMeta = {
  title: 'About ARRS Place',
  description:
    'Who runs ARRS Place, how we act as each candidate’s recruitment representative, how employers work with us and how we protect your data.',
  home: 'marketplace',
};

/** The server writes these into the page's head, and the app sets the same on client-side navigation. */
export const publicPageMeta = {
  [paths.home]: {
    title: 'Home',
    description: `${brand.consultancyName}: recruitment, business development, project management and digital transformation for NHS primary and community care.`,
    home: 'consultancy',
    organization: true,
  },
  [paths.contact]: {
    title: 'Contact us',
    description: `Contact ${brand.consultancyName}: a reply within 2 hours in office hours and a free 30-minute discovery call for NHS and primary care organisations.`,
    home: 'consultancy',
  },
  [paths.recruitment]: {
    title: 'Recruitment',
    description:
      'Healthcare recruitment for NHS primary and community care: current GP, nursing and healthcare assistant opportunities, and interim and permanent executive search.',
    home: 'consultancy',
  },
  [paths.privacy]: {
    title: 'Privacy policy',
    description: `How ${brand.consultancyName} and ${brand.platformName} collect, use and keep personal data, the lawful basis for each purpose, and your rights.`,
    home: 'consultancy',
  },
  [paths.cookies]: {
    title: 'Cookie policy',
    description: `The cookies and browser storage ${brand.platformName} and ${brand.consultancyName} use: what signing in needs, and first-party analytics only if you accept them.`,
    home: 'consultancy',
  },
  [paths.terms]: {
    title: 'Terms of use',
    description: `Terms of use for ${brand.platformName} and the ${brand.consultancyName} site: accounts, community rules, fees (candidates never pay) and data retention.`,
    home: 'consultancy',
  },
  [paths.platform.landing]: {
    title: 'Jobs and community for ARRS roles',
    description:
      'ARRS Place connects ARRS professionals in NHS primary care with verified employers. Free membership, candidates never charged, your details shared only with your approval.',
    home: 'marketplace',
    organization: true,
  },
  [paths.platform.about]: about,
  [paths.platform.aboutAlias]: { ...about, canonicalPath: paths.platform.about },
  [paths.platform.insights]: {
    title: 'Insights',
    description:
      'ARRS Place in figures: professionals, employers, regions, time to placement and satisfaction, with milestones and testimonials from our community.',
    home: 'marketplace',
  },
} as const satisfies Record<string, PublicPageMeta>;

export function publicPageMetaFor(path: string): PublicPageMeta | undefined {
  return Object.hasOwn(publicPageMeta, path)
    ? (publicPageMeta as Record<string, PublicPageMeta>)[path]
    : undefined;
}
