import { RotateCcw } from 'lucide-react';
import { FormAlert } from '../components/form/form-alert';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { isApiError } from '../lib/api-client';

/** What users see when their profile cannot be shown: a missing profile, or any other failure to load it. */
export function profileErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 404) return 'User profile not found. Please contact support.';
  return 'Failed to load user profile. Please try again.';
}

export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Container className="flex flex-col items-start gap-4 py-12">
      <FormAlert message={profileErrorMessage(error)} />
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </Container>
  );
}
