// The title format lives with the public pages' metadata, which the server writes into their head.
export { formatDocumentTitle } from '../../shared/routing/public-page-meta';
