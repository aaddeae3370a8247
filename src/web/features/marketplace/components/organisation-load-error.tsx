import { LoadError } from '../../../components/ui/load-error';

export const organisationLoadErrorMessage = 'Failed to load your organisation. Please try again.';

export function OrganisationLoadError({ onRetry }: { onRetry: () => void }) {
  return <LoadError page message={organisationLoadErrorMessage} onRetry={onRetry} />;
}
