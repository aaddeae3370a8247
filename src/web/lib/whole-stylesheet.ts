let loading: Promise<void> | undefined;

/**
 * A pre-rendered page arrives with the rules of the app's stylesheet that its markup and its own
 * chunks can use (scripts/prerender.mjs); the server names the whole stylesheet in
 * <meta name="app-stylesheet"> (server/features/pages/index-html.ts). The app needs the whole of it
 * to draw any other page: the take-over waits for it (public-start.tsx), and starts fetching it when a
 * link is pointed at. Adding it restyles the whole document, so a page that is only read never pays
 * for it. The same rules in the same order: nothing on the page moves. Resolves once it has loaded or
 * failed (then the app draws with the page's rules; the next page load fetches it again); at once
 * on a page that carries the whole stylesheet inside.
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
