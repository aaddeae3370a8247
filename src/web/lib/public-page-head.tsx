import { normalisePathname } from '../../shared/routing/paths';
import { type PublicPageMeta, publicPageMetaFor } from '../../shared/routing/public-page-meta';
import { usePageMeta } from './use-page-meta';

function PageHead({ meta }: { meta: PublicPageMeta }) {
  usePageMeta(meta.title, meta.description);
  return null;
}

/**
 * A public page's title and meta description from the one registry (shared/routing/public-page-meta)
 * when the app navigates to it; on a full load the server has written them into the page's head.
 * Other pages set their own title (useDocumentTitle).
 */
export function PublicPageHead({ pathname }: { pathname: string }) {
  const meta = publicPageMetaFor(normalisePathname(pathname));
  return meta ? <PageHead meta={meta} /> : null;
}
