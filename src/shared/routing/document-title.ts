import { brand } from '../content/brand';
import type { Site } from './site';

export const siteBrandNames: Readonly<Record<Site, string>> = {
  consultancy: brand.consultancyName,
  marketplace: brand.platformName,
};

/** '<Page> | <brand>', or just the brand when the page is the brand itself. */
export function formatDocumentTitle(page: string, brandName: string): string {
  const trimmed = page.trim();
  if (trimmed === '' || trimmed === brandName) return brandName;
  return `${trimmed} | ${brandName}`;
}

/** The title of the not-found page (the server's 404 answer and the page itself). */
export const notFoundTitle = 'Page not found';
