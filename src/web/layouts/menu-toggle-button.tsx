import { Menu, X } from 'lucide-react';
import type { RefObject } from 'react';
import { type MenuBreakpoint, menuToggleVisibility } from './header-link-classes';

interface MenuToggleButtonProps {
  open: boolean;
  controls: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  breakpoint?: MenuBreakpoint;
}

export function MenuToggleButton({
  open,
  controls,
  toggleRef,
  onToggle,
  breakpoint = 'md',
}: MenuToggleButtonProps) {
  return (
    <button
      ref={toggleRef}
      type="button"
      className={`inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 ${menuToggleVisibility[breakpoint]}`}
      aria-expanded={open}
      data-opens-over-page=""
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
    </button>
  );
}
