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

/** The toaster (and sonner) loads on the first toast, so public pages that never show one skip it. */
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

export function toasterMounted(api: ToastApi): void {
  markReady(api);
}
