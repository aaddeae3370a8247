/**
 * Asking a visitor's browser who is signed in would only load the session code on public pages: the
 * session is checked once the server saw a session cookie (`<html data-session="cookie">`) or the
 * visit reaches a page that uses the session.
 */
let allowed = false;
const listeners = new Set<() => void>();

export function sessionCookieAnnounced(root: Pick<HTMLElement, 'dataset'>): boolean {
  return root.dataset.session === 'cookie';
}

export function allowSessionCheck(): void {
  if (allowed) return;
  allowed = true;
  for (const listener of listeners) listener();
}

export function isSessionCheckAllowed(): boolean {
  return allowed;
}

export function subscribeSessionCheck(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: back to the state of a fresh page load. */
export function resetSessionCheck(): void {
  allowed = false;
}
