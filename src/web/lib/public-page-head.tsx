import { normalisePathname } from '../../shared/routing/paths';
import { type PublicPageMeta, publicPageMetaFor } from '../../shared/routing/public-page-meta';
import { usePageMeta } from './use-page-meta';

function PageHead({ meta }: { meta: PublicPageMeta }) {
  usePageMeta(meta.title, meta.description);
  return null;
}

/** On a full load the server has written them into the page's head already. */
export function PublicPageHead({ pathname }: { pathname: string }) {
  const meta = publicPageMetaFor(normalisePathname(pathname));
  return meta ? <PageHead meta={meta} /> : null;
}
