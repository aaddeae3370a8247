import { type ExternalToast, toast } from 'sonner';

/** Spec §9: at most one toast is shown at a time. */
export const toastLimit = 1;

type ShowToast = (message: string, options?: ExternalToast) => string | number;

export interface ToastApi {
  dismiss: (id?: string | number) => unknown;
  message: ShowToast;
  success: ShowToast;
  warning: ShowToast;
  error: ShowToast;
}

/**
 * Toast helpers that keep the limit: a new toast replaces whatever is showing, as in the spec's
 * toast state machine (added, updated, dismissed, removed).
 */
export function createNotifier(api: ToastApi) {
  const replacing =
    (show: ShowToast): ShowToast =>
    (message, options) => {
      if (options?.id === undefined) api.dismiss();
      return show(message, options);
    };
  return {
    message: replacing(api.message),
    success: replacing(api.success),
    warning: replacing(api.warning),
    error: replacing(api.error),
    dismiss: (id?: string | number) => api.dismiss(id),
  };
}

export const notify = createNotifier(toast);
