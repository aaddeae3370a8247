import type { ExternalToast } from 'sonner';
import { requestToaster } from './toaster-state';

/** At most one toast is shown at a time. */
export const toastLimit = 1;

type ShowToast = (message: string, options?: ExternalToast) => string | number;

export interface ToastApi {
  dismiss: (id?: string | number) => unknown;
  message: ShowToast;
  success: ShowToast;
  warning: ShowToast;
  error: ShowToast;
}

/** A new toast replaces whatever is showing. */
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

type Notifier = ReturnType<typeof createNotifier>;
type ToastKind = 'message' | 'success' | 'warning' | 'error';

let notifier: Notifier | undefined;
let loading: Promise<Notifier> | undefined;

function loadNotifier(): Promise<Notifier> {
  loading ??= requestToaster().then((api) => {
    notifier = createNotifier(api);
    return notifier;
  });
  return loading;
}

const show =
  (kind: ToastKind) =>
  (message: string, options?: ExternalToast): void => {
    if (notifier) {
      notifier[kind](message, options);
      return;
    }
    void loadNotifier().then((loaded) => loaded[kind](message, options));
  };

/** Fire-and-forget: sonner loads with the first toast (lib/toaster-host), which shows once it is mounted. */
export const notify = {
  message: show('message'),
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
  dismiss: (id?: string | number): void => {
    notifier?.dismiss(id);
  },
};
