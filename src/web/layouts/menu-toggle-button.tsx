import { Menu, X } from 'lucide-react';
import type { RefObject } from 'react';

interface MenuToggleButtonProps {
  open: boolean;
  controls: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
}

/** The menu button shown below 768 px. */
export function MenuToggleButton({ open, controls, toggleRef, onToggle }: MenuToggleButtonProps) {
  return (
    <button
      ref={toggleRef}
      type="button"
      className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 md:hidden"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
    </button>
  );
}
