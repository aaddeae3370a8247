import { brand } from '../../../shared/content/brand';
import { formatDocumentTitle, siteBrandNames } from '../../../shared/routing/document-title';
import type { PublicPageMeta } from '../../../shared/routing/public-page-meta';
import type { Site } from '../../../shared/routing/site';

/** The public origin of each host (config PUBLIC_URL and MARKETPLACE_URL, no trailing slash). */
export type SiteOrigins = Readonly<Record<Site, string>>;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** JSON inside <script type="application/ld+json">: '<' escaped so no '</script>' can close it. */
export function jsonLd(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
}

function organization(site: Site, origins: SiteOrigins): unknown {
  const consultancy = {
    '@type': 'Organization',
    name: brand.consultancyName,
    legalName: brand.consultancyLegalName,
    url: `${origins.consultancy}/`,
    email: brand.email,
    telephone: brand.phone.tel,
    foundingDate: String(brand.established),
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.address.lines[0],
      addressLocality: brand.address.lines[1],
      postalCode: brand.address.lines[2],
      addressCountry: 'GB',
    },
    sameAs: Object.values(brand.social).map((link) => link.url),
  };
  if (site === 'consultancy') return { '@context': 'https://schema.org', ...consultancy };
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.platformName,
    url: `${origins.marketplace}/arrsplace`,
    parentOrganization: consultancy,
  };
}

/**
 * The canonical URL is on the page's own host, so the copy a page also has on the other host (the legal
 * pages, /arrsplace on the consultancy host) points search engines at one address.
 */
export function renderPageHead(
  site: Site,
  meta: PublicPageMeta,
  path: string,
  origins: SiteOrigins,
  /** A page rendered from data (decision 041): its own structured data, or noindex for a refusal. */
  extra: { structuredData?: unknown; noindex?: boolean } = {},
): string {
  // The title names the host the visitor is on, as the page does after client-side navigation.
  const brandName = siteBrandNames[site];
  const title = formatDocumentTitle(meta.title, brandName);
  const url = `${origins[meta.home]}${meta.canonicalPath ?? path}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(brandName)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    '<meta property="og:locale" content="en_GB">',
    '<meta name="twitter:card" content="summary">',
  ];
  if (meta.organization) tags.push(jsonLd(organization(meta.home, origins)));
  if (extra.structuredData) tags.push(jsonLd(extra.structuredData));
  if (extra.noindex) tags.push('<meta name="robots" content="noindex">');
  return tags.join('');
}
