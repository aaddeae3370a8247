/** A host listed in MARKETPLACE_HOSTS is the marketplace (docs/product/site.md#two-hosts). */
export const sites = ['consultancy', 'marketplace'] as const;
export type Site = (typeof sites)[number];

/** The attribute on <html> through which the server tells the browser which site it serves. */
export const siteAttribute = 'data-site';

/** Lower-cased host name without the port: 'ArrsPlace.localhost:3000' → 'arrsplace.localhost'. */
export function hostName(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

export function siteForHost(hostHeader: string | undefined, marketplaceHosts: readonly string[]): Site {
  return marketplaceHosts.includes(hostName(hostHeader)) ? 'marketplace' : 'consultancy';
}

export function isSite(value: unknown): value is Site {
  return typeof value === 'string' && (sites as readonly string[]).includes(value);
}
