export interface StorageItem {
  name: string;
  kind: 'Cookie' | 'Local storage' | 'Session storage' | 'Memory';
  purpose: string;
  lifetime: string;
}

/** Checked against the code: everything the app stores in the browser. */
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
    name: 'arrs.analytics_consent',
    kind: 'Cookie',
    purpose:
      'Only if you accept analytics: remembers that you accepted, so we do not ask again and pages arrive without the cookie banner. SameSite=Lax, Secure over HTTPS.',
    lifetime: '1 year, or until you decline in Cookie settings or clear this site’s data.',
  },
  {
    name: 'arrs.analytics_visit',
    kind: 'Session storage',
    purpose:
      'Only if you accept analytics: a random visit number that links the pages you see in this tab into one visit.',
    lifetime: 'Until you close the tab, or decline in Cookie settings.',
  },
  {
    name: 'Page data cache',
    kind: 'Memory',
    purpose: 'Your profile and lists you have opened, kept while the tab is open so pages load quickly.',
    lifetime: 'Until you close or reload the tab (fresh for 5 minutes, kept for 10).',
  },
];
