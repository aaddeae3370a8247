import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { toastLimit } from './notify';
import { toasterMounted } from './toaster-state';

/** sonner's toaster; its chunk loads with the first toast of the visit. */
export function AppToaster() {
  // Runs after the Toaster's own effect has subscribed it, so no toast is missed.
  useEffect(() => toasterMounted(toast), []);
  return <Toaster visibleToasts={toastLimit} position="top-center" richColors closeButton />;
}
