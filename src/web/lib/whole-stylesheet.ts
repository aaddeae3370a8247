let loading: Promise<void> | undefined;

/**
 * A pre-rendered page carries only the rules it can use; the app needs the whole stylesheet to draw any
 * other page, so the take-over waits for it (decision 031). The same rules in the same order: nothing
 * on the page moves. Resolves once loaded or failed, at once when the page has it inside already.
 */
export function loadWholeStylesheet(): Promise<void> {
  loading ??= new Promise((resolve) => {
    const href = document.querySelector<HTMLMetaElement>('meta[name="app-stylesheet"]')?.content;
    if (!href) {
      resolve();
      return;
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
  return loading;
}
