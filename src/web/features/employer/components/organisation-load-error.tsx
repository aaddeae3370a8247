import { RotateCcw } from 'lucide-react';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';

export const organisationLoadErrorMessage = 'Failed to load your organisation. Please try again.';

/** The organisation could not be read: say so, and offer to try again. */
export function OrganisationLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container className="flex flex-col items-start gap-4 py-12">
      <FormAlert message={organisationLoadErrorMessage} />
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </Container>
  );
}
