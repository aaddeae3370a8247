import { isAdminRole, type Role } from '../../../shared/accounts/roles';
import { normalisePathname, paths } from '../../../shared/routing/paths';

/** The rules: docs/product/accounts.md#onboarding-tours. */
export const tourTimings = {
  routeDelayMs: 1500,
  defaultDelayMs: 3000,
  /** Element detection: look for a tour's first element every 400 ms, at most 40 times… */
  elementRetryIntervalMs: 400,
  elementMaxAttempts: 40,
  /** …and give up after 12 s whichever comes first (so about 31 looks in practice). */
  elementTimeoutMs: 12_000,
  queueCompletionTimeoutMs: 30_000,
} as const;

export const tourMessages = {
  loadingTitle: 'Tour is loading...',
  loadingDescription: 'Elements are being prepared. This usually takes a few seconds.',
  failedToStart: 'Failed to start tour. Please try again.',
} as const;

export const tourPriorities = { main: 1, community: 2, documents: 2, default: 3 } as const;

export const baseTours = ['main_tour', 'community_tour', 'documents_tour'] as const;
export type BaseTour = (typeof baseTours)[number];

/** Role prefixes of tour names: every admin role shares the admin tours. */
export type TourAudience = 'candidate' | 'employer' | 'admin';

export function tourAudienceOf(role: Role): TourAudience {
  return isAdminRole(role) ? 'admin' : role === 'employer' ? 'employer' : 'candidate';
}

/** No tour starts there, and a running tour stops when the user goes there. */
export const blockedTourPaths: readonly string[] = [
  paths.platform.auth,
  '/auth',
  '/login',
  '/signup',
  paths.resetPassword,
  paths.platform.resetPassword,
];

export function isBlockedTourPath(pathname: string): boolean {
  const path = normalisePathname(pathname);
  return blockedTourPaths.some((blocked) => path === blocked || path.startsWith(`${blocked}/`));
}

/** Route tours: the page that starts a tour by itself, and which one. */
const routeTours: Readonly<Record<string, BaseTour>> = {
  [paths.platform.community]: 'community_tour',
  [paths.platform.candidateDocuments]: 'documents_tour',
  // For candidates only: no other role reaches the candidate area.
  [paths.platform.candidate]: 'main_tour',
};

export function routeTourFor(pathname: string): BaseTour | undefined {
  return routeTours[normalisePathname(pathname)];
}

export function tourNameFor(role: Role, tour: BaseTour): string {
  return `${tourAudienceOf(role)}_${tour}`;
}

const adminRolePrefixes = ['master_admin_', 'system_admin_'];

/** So the button, the route tour and the saved completion all agree; admin roles share 'admin_…'. */
export function canonicalTourName(requested: string, role: Role | null): string | undefined {
  const name = requested.trim();
  if ((baseTours as readonly string[]).includes(name)) {
    return role ? `${tourAudienceOf(role)}_${name}` : undefined;
  }
  const adminPrefix = adminRolePrefixes.find((prefix) => name.startsWith(prefix));
  return adminPrefix ? `admin_${name.slice(adminPrefix.length)}` : name;
}

export function tourPriorityOf(name: string): number {
  if (name.endsWith('_main_tour')) return tourPriorities.main;
  if (name.endsWith('_community_tour')) return tourPriorities.community;
  if (name.endsWith('_documents_tour')) return tourPriorities.documents;
  return tourPriorities.default;
}
