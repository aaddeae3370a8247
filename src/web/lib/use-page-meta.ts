import { useEffect } from 'react';
import { setMetaDescription } from './page-meta';
import { useDocumentTitle } from './use-document-title';

/** The page's own title ('<page> | <brand>') and meta description, set on every navigation to it. */
export function usePageMeta(title: string, description: string): void {
  useDocumentTitle(title);
  useEffect(() => setMetaDescription(description), [description]);
}
