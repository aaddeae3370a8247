import { LoadError } from '../components/ui/load-error';
import { isApiError } from '../lib/api-client';

/** What users see when their profile cannot be shown: a missing profile, or any other failure to load it. */
export function profileErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 404) return 'User profile not found. Please contact support.';
  return 'Failed to load user profile. Please try again.';
}

export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadError page message={profileErrorMessage(error)} onRetry={onRetry} />;
}
