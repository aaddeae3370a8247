import { isSite, type Site } from '../../shared/routing/site';

/** The site the server announced on <html data-site>; anything unexpected means the consultancy. */
export function siteFromAttribute(value: string | undefined): Site {
  return isSite(value) ? value : 'consultancy';
}

export function detectSite(root: Pick<HTMLElement, 'dataset'>): Site {
  return siteFromAttribute(root.dataset.site);
}
