import { useRotatingIndex } from '../../lib/use-rotating-index';

/** Screen readers get the whole list once instead of a change every few seconds. */
export function RotatingText({
  phrases,
  className = '',
}: {
  phrases: readonly string[];
  className?: string;
}) {
  const index = useRotatingIndex(phrases.length);
  return (
    <>
      <span aria-hidden="true" data-testid="rotating-text" className={className}>
        {phrases[index]}
      </span>
      <span className="sr-only">{phrases.join(', ')}</span>
    </>
  );
}
