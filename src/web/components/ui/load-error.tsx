import { RotateCcw } from 'lucide-react';
import { FormAlert } from '../form/form-alert';
import { Button } from './button';
import { Container } from './container';

/** `page` when it stands for the whole page, else it sits where the list would. */
export function LoadError({
  message,
  onRetry,
  page = false,
}: {
  message: string;
  onRetry: () => void;
  page?: boolean;
}) {
  const content = (
    <>
      <FormAlert message={message} />
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Try Again
      </Button>
    </>
  );
  if (page) return <Container className="flex flex-col items-start gap-4 py-12">{content}</Container>;
  return <div className="flex flex-col items-start gap-3">{content}</div>;
}
