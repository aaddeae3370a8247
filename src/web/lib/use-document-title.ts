import { useEffect } from 'react';
import { formatDocumentTitle } from '../../shared/routing/document-title';
import { siteBrand } from './site-brand';
import { useSite } from './site-context';

/** Sets document.title to '<page> | <brand of this host>' while the calling page is shown. */
export function useDocumentTitle(page: string): void {
  const brandName = siteBrand(useSite()).name;
  useEffect(() => {
    document.title = formatDocumentTitle(page, brandName);
  }, [page, brandName]);
}
