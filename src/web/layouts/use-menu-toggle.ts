import { useEffect, useRef, useState } from 'react';
import { useAppLocation } from '../lib/navigation/navigation';

/** Closes on every navigation and on Escape (focus back on the toggle). */
export function useMenuToggle() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { key } = useAppLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (new key) closes the menu.
  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, toggleRef, toggle: () => setOpen((value) => !value) };
}
