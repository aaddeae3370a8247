import { useState } from 'react';

/**
 * An admin list's filter as typed (the draft) and as applied: the fields change the draft only,
 * Apply hands it to `onApply`, Clear empties both.
 */
export function useFilterDraft<F extends object>(applied: F, empty: F, onApply: (filter: F) => void) {
  const [draft, setDraft] = useState<F>(applied);
  const set = (key: keyof F) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const apply = () => onApply(draft);
  const clear = () => {
    setDraft(empty);
    onApply(empty);
  };
  return { draft, set, apply, clear };
}
