/**
 * Whether the app may ask the server who is signed in (GET /api/account/me). A visitor's browser
 * has no session cookie, and asking would only load the session code (TanStack Query, zod) on
 * public pages to learn that nobody is. So the session is checked only when the server saw a session cookie
 * on the page request (`<html data-session="cookie">`, features/pages on the server) or once the
 * visit reaches a page that uses the session (sign-in, reset, the areas: router.tsx).
 */
let allowed = false;
const listeners = new Set<() => void>();

/** Reads the server's note of a session cookie from the document it rendered. */
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
