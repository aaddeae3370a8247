import type { ExternalToast } from 'sonner';

export type ShowToast = (message: string, options?: ExternalToast) => string | number;

/** What the mounted toaster offers (sonner's toast functions); lib/notify keeps its one-at-a-time rule on top. */
export interface ToastApi {
  dismiss: (id?: string | number) => unknown;
  message: ShowToast;
  success: ShowToast;
  warning: ShowToast;
  error: ShowToast;
}

/**
 * Whether the toaster is wanted yet, and the toast API once it is mounted. The toaster (and sonner
 * with it) loads on the first toast, so public pages that never show one do not download it.
 */
let requested = false;
const listeners = new Set<() => void>();
let markReady: (api: ToastApi) => void = () => undefined;
const ready = new Promise<ToastApi>((resolve) => {
  markReady = resolve;
});

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return requested;
}

/** Asks for the toaster to mount; resolves with the toast API once it listens. */
export function requestToaster(): Promise<ToastApi> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** Called by the mounted toaster once it is subscribed to new toasts. */
export function toasterMounted(api: ToastApi): void {
  markReady(api);
}
