import { brand } from '../../shared/content/brand';
import { paths } from '../../shared/routing/paths';
import type { Site } from '../../shared/routing/site';

export interface SiteBrand {
  /** The name shown in the logo, page titles and the copyright line. */
  name: string;
  /** Where the logo and 'Home' lead on this host. */
  homePath: string;
  /** One line under the name in the footer. */
  tagline: string;
}

const brands: Record<Site, SiteBrand> = {
  consultancy: { name: brand.consultancyName, homePath: paths.home, tagline: `${brand.tagline}.` },
  marketplace: {
    name: brand.platformName,
    homePath: paths.platform.landing,
    tagline: `Jobs and community for ARRS roles in NHS primary care, run by ${brand.consultancyName}.`,
  },
};

export function siteBrand(site: Site): SiteBrand {
  return brands[site];
}
