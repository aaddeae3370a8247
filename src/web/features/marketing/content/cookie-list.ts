export interface StorageItem {
  name: string;
  kind: 'Cookie' | 'Local storage' | 'Memory';
  purpose: string;
  lifetime: string;
}

/**
 * Everything the app stores in the browser, checked against the code: better-auth's cookies
 * (prefix 'arrs', src/server/auth/auth.ts), lib/session/remember-me.ts and the in-memory query cache.
 */
export const storageItems: StorageItem[] = [
  {
    name: 'arrs.session_token',
    kind: 'Cookie',
    purpose:
      'Keeps you signed in to ARRS Place. HttpOnly (scripts cannot read it), SameSite=Lax, Secure over HTTPS.',
    lifetime:
      'Up to 7 days with “Stay signed in”; otherwise until you close the browser. Removed on sign-out.',
  },
  {
    name: 'arrs.dont_remember',
    kind: 'Cookie',
    purpose: 'Records that you chose not to stay signed in, so your session ends with the browser.',
    lifetime: 'Until you close the browser.',
  },
  {
    name: 'arrs.two_factor',
    kind: 'Cookie',
    purpose: 'Admins only: links the password step of sign-in to the authenticator-code step.',
    lifetime: '10 minutes, or until the code is entered.',
  },
  {
    name: 'rememberMe',
    kind: 'Local storage',
    purpose:
      'Remembers your “Stay signed in” choice so the inactivity time-out (30 minutes or 7 days) is applied correctly.',
    lifetime: 'Until you sign out.',
  },
  {
    name: 'Page data cache',
    kind: 'Memory',
    purpose: 'Your profile and lists you have opened, kept while the tab is open so pages load quickly.',
    lifetime: 'Until you close or reload the tab (fresh for 5 minutes, kept for 10).',
  },
];
