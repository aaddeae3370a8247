import { publicPageMeta } from '../../src/shared/routing/public-page-meta';

export interface PublicPage {
  /** A file-name-safe name ('home', 'arrsplace-insights'). */
  name: string;
  url: string;
}

/**
 * Every public (pre-rendered) page on its own host at `port`; an alias (a page whose canonical URL
 * is another) once only. `only` keeps those paths alone (e.g. from LIGHTHOUSE_PAGES).
 */
export function publicPages(port: number, only?: string[]): PublicPage[] {
  return Object.entries(publicPageMeta)
    .filter(([, meta]) => !('canonicalPath' in meta))
    .filter(([path]) => !only || only.includes(path))
    .map(([path, meta]) => ({
      name: path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'),
      url: `http://${meta.home === 'marketplace' ? 'arrsplace.localhost' : 'localhost'}:${port}${path}`,
    }));
}
