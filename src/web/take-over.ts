import type { Root } from 'react-dom/client';
import { prepareTakeOver } from './app-start';
import { notePageBeforeInHistory } from './lib/navigation/navigation';

/** `push`: a link was followed; otherwise the browser is already there (Back or Forward). */
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
  const focused = focusedChromeLink(container);
  root.unmount();
  show(container, push);
  // The header and footer are drawn anew: focus returns to the same link, as when the app navigates.
  focused?.restore(container);
}

function focusedChromeLink(container: HTMLElement): { restore: (next: HTMLElement) => void } | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLAnchorElement) || !container.contains(active)) return undefined;
  const landmark = active.closest('header, footer');
  const href = active.getAttribute('href');
  if (!landmark || href === null) return undefined;
  // The same href can appear twice there (the logo and Home): the same one of them.
  const selector = `${landmark.localName} a[href="${CSS.escape(href)}"]`;
  const index = [...container.querySelectorAll(selector)].indexOf(active);
  return {
    restore: (next) =>
      next.querySelectorAll<HTMLAnchorElement>(selector)[index]?.focus({ preventScroll: true }),
  };
}
