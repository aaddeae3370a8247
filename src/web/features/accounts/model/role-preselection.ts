import type { SelfSignUpRole } from '../../../../shared/accounts/roles';
import { paths } from '../../../../shared/routing/paths';

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

const applyPathPattern = new RegExp(`^${paths.platform.candidateApply}/[0-9a-fA-F-]{36}$`);

/**
 * ?next= that the candidate area's gate adds on a job's apply page: signing in brings a candidate back
 * to it. Nothing else is followed, so the link cannot send anyone elsewhere.
 */
export function returnPathOf(search: URLSearchParams): string | undefined {
  const next = search.get('next');
  return next !== null && applyPathPattern.test(next) ? next : undefined;
}
