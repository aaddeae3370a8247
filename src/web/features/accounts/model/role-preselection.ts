import type { SelfSignUpRole } from '../../../../shared/accounts/roles';

export type AuthTab = 'signin' | 'signup';

/** tier=community forces candidate (docs/product/accounts.md#sign-up). */
export function preselectedRole(search: URLSearchParams): SelfSignUpRole {
  if (search.get('tier') === 'community') return 'candidate';
  return search.get('role') === 'employer' ? 'employer' : 'candidate';
}

/** A link that names a role or tier comes from a 'join' button: it opens on Sign Up. */
export function initialAuthTab(search: URLSearchParams): AuthTab {
  return search.has('role') || search.has('tier') ? 'signup' : 'signin';
}

/** ?verified=1 after following the e-mail verification link; an error comes back as ?error=. */
export function verificationNote(search: URLSearchParams): 'verified' | 'failed' | undefined {
  if (search.has('error')) return search.has('verified') ? 'failed' : undefined;
  return search.get('verified') === '1' ? 'verified' : undefined;
}

export function joinsAsCommunityMember(search: URLSearchParams): boolean {
  return search.get('tier') === 'community' || search.get('role') === 'community';
}
