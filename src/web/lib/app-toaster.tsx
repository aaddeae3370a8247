import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { toastLimit } from './notify';
import { toasterMounted } from './toaster-state';

/** Below the sticky header, so a toast never covers its links, menu button or bell. */
const belowHeader = { top: 80 } as const;
const belowHeaderOnPhones = { top: 76 } as const;

export function AppToaster() {
  // Runs after the Toaster's own effect has subscribed it, so no toast is missed.
  useEffect(() => toasterMounted(toast), []);
  return (
    <Toaster
      visibleToasts={toastLimit}
      position="top-center"
      offset={belowHeader}
      mobileOffset={belowHeaderOnPhones}
      richColors
      closeButton
    />
  );
}
