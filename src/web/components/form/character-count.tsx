/** The "N/limit" counter under a text area (a FormField hint); screen readers hear "characters" too. */
export function CharacterCount({ length, limit }: { length: number; limit: number }) {
  return (
    <>
      {length}/{limit}
      <span className="sr-only"> characters</span>
    </>
  );
}
