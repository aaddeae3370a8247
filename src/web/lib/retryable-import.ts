export type ImportState<T> =
  | { status: 'failed'; error: unknown }
  | { status: 'loading'; promise: Promise<T> }
  | { status: 'ready'; value: T };

export interface RetryableImport<T> {
  state(): ImportState<T>;
}

/** The router caches a failed lazy route for good, so the retry has to happen here. */
export function createImportRegistry() {
  const failed = new Set<() => void>();

  return {
    /** Stays failed until retryAll(), which calls `load` with the failure it retries (see importAgain). */
    track<T>(load: (failure: unknown) => Promise<T>, error: unknown): RetryableImport<T> {
      let current: ImportState<T> = { status: 'failed', error };
      const retry = () => {
        failed.delete(retry);
        const failure = current.status === 'failed' ? current.error : undefined;
        const promise = load(failure).then(
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
    retryAll(): number {
      const pending = [...failed];
      for (const retry of pending) retry();
      return pending.length;
    },
  };
}

/** Chromium and Firefox name the module in the message; Safari names none. */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  const url = /dynamically imported module:\s*(\S+)/i.exec(message)?.[1];
  if (!url) return undefined;
  try {
    return new URL(url).href;
  } catch {
    return undefined;
  }
}

export function retryUrl(url: string, attempt: number): string {
  const retried = new URL(url);
  retried.searchParams.set('retry', String(attempt));
  return retried.href;
}

let attempts = 0;

/**
 * A browser may keep a failed module fetch for the life of the document, so a module the failure names
 * is imported under a new URL (the server ignores the query). A chunk whose own dependency failed stays
 * failed until the document is reloaded.
 */
export function importAgain<M>(load: () => Promise<M>, failure: unknown): Promise<M> {
  const url = failedModuleUrl(failure);
  if (!url) return load();
  attempts += 1;
  return import(/* @vite-ignore */ retryUrl(url, attempts)) as Promise<M>;
}

export const failedPageImports = createImportRegistry();

/** Try Again imports the module again (importAgain) and picks the page from it. */
export function trackFailedPage<M, T>(
  load: () => Promise<M>,
  pick: (module: M) => T,
  error: unknown,
): RetryableImport<T> {
  return failedPageImports.track((failure) => importAgain(load, failure).then(pick), error);
}
