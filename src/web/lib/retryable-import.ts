export type ImportState<T> =
  | { status: 'failed'; error: unknown }
  | { status: 'loading'; promise: Promise<T> }
  | { status: 'ready'; value: T };

export interface RetryableImport<T> {
  state(): ImportState<T>;
}

/**
 * Remembers code chunks that failed to load so a 'Try Again' can load them afresh. The router
 * caches a failed lazy route for good, and browsers retry a failed import(), so the retry has to
 * happen here.
 */
export function createImportRegistry() {
  const failed = new Set<() => void>();

  return {
    /** Tracks an import that failed with `error`; it stays failed until retryAll(). */
    track<T>(load: () => Promise<T>, error: unknown): RetryableImport<T> {
      let current: ImportState<T> = { status: 'failed', error };
      const retry = () => {
        failed.delete(retry);
        const promise = load().then(
          (value) => {
            current = { status: 'ready', value };
            return value;
          },
          (reason: unknown) => {
            current = { status: 'failed', error: reason };
            failed.add(retry);
            throw reason;
          },
        );
        // Whoever renders the import handles the rejection; this only keeps it from being "unhandled".
        promise.catch(() => undefined);
        current = { status: 'loading', promise };
      };
      failed.add(retry);
      return { state: () => current };
    },
    /** Starts loading every failed import again; returns how many were restarted. */
    retryAll(): number {
      const pending = [...failed];
      for (const retry of pending) retry();
      return pending.length;
    },
  };
}

/** The app's registry of page chunks that failed to load. */
export const failedPageImports = createImportRegistry();
