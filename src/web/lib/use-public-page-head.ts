import { useEffect } from 'react';
import { formatDocumentTitle } from '../../shared/routing/document-title';
import { normalisePathname } from '../../shared/routing/paths';
import { publicPageMetaFor } from '../../shared/routing/public-page-meta';
import { setMetaDescription } from './page-meta';
import { siteBrand } from './site-brand';
import { useSite } from './site-context';

/**
 * A public page's title and meta description from the one registry (shared/routing/public-page-meta)
 * when the app navigates to it; on a full load the server has written them into the page's head.
 * Other pages set their own title (useDocumentTitle).
 */
export function usePublicPageHead(pathname: string): void {
  const brandName = siteBrand(useSite()).name;
  const meta = publicPageMetaFor(normalisePathname(pathname));
  useEffect(() => {
    if (!meta) return;
    document.title = formatDocumentTitle(meta.title, brandName);
    setMetaDescription(meta.description);
  }, [meta, brandName]);
}
