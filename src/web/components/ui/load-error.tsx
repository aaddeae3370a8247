import { RotateCcw } from 'lucide-react';
import { FormAlert } from '../form/form-alert';
import { Button } from './button';

/** Something failed to load: what went wrong, and Try Again to ask once more. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <FormAlert message={message} />
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </div>
  );
}
