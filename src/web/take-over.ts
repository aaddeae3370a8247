import type { Root } from 'react-dom/client';
import { prepareTakeOver } from './app-start';
import { notePageBeforeInHistory } from './lib/navigation/navigation';

/**
 * The app (app-start.tsx, with the router) takes over from a pre-rendered page (public-start.tsx)
 * at `href`: it loads the page it goes to first, then replaces the pre-rendered page's root in one
 * step. `push`: enter `href` in the history (a link was followed); otherwise the browser is already
 * there (Back or Forward). Loaded with the app, when the visitor points at a link or follows one.
 */
export async function takeOver(
  root: Root,
  container: HTMLElement,
  href: string,
  push: boolean,
): Promise<void> {
  const show = await prepareTakeOver(new URL(href, window.location.href));
  // From here the server's answer (its status) describes a location the app has left.
  delete document.documentElement.dataset.initialStatus;
  if (push) notePageBeforeInHistory();
  root.unmount();
  show(container, push);
}
