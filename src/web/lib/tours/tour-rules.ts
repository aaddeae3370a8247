import { isAdminRole, type Role } from '../../../shared/accounts/roles';
import { normalisePathname, paths } from '../../../shared/routing/paths';

/** Tour timings. */
export const tourTimings = {
  /** A route tour starts this long after its page opens. */
  routeDelayMs: 1500,
  /** Any other automatic tour waits this long. */
  defaultDelayMs: 3000,
  /** Element detection: look for a tour's first element every 400 ms, at most 40 times… */
  elementRetryIntervalMs: 400,
  elementMaxAttempts: 40,
  /** …and give up after 12 s whichever comes first (so about 31 looks in practice). */
  elementTimeoutMs: 12_000,
  /** The queue waits at most this long for a running tour before it moves on. */
  queueCompletionTimeoutMs: 30_000,
} as const;

/** Tour messages, shown to users as is. */
export const tourMessages = {
  loadingTitle: 'Tour is loading...',
  loadingDescription: 'Elements are being prepared. This usually takes a few seconds.',
  failedToStart: 'Failed to start tour. Please try again.',
} as const;

/** Tour priorities: a lower number runs first. */
export const tourPriorities = { main: 1, community: 2, documents: 2, default: 3 } as const;

/** The tours we know, without their role prefix. */
export const baseTours = ['main_tour', 'community_tour', 'documents_tour'] as const;
export type BaseTour = (typeof baseTours)[number];

/** Role prefixes of tour names: every admin role shares the admin tours. */
export type TourAudience = 'candidate' | 'employer' | 'admin';

export function tourAudienceOf(role: Role): TourAudience {
  return isAdminRole(role) ? 'admin' : role === 'employer' ? 'employer' : 'candidate';
}

/**
 * Blocked paths (the auth and reset-password pages among them): no tour starts there,
 * and a running tour stops when the user goes there.
 */
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
  // The candidate dashboard's main tour (priority 1), for candidates only (no other
  // role reaches the candidate area).
  [paths.platform.candidate]: 'main_tour',
};

export function routeTourFor(pathname: string): BaseTour | undefined {
  return routeTours[normalisePathname(pathname)];
}

/** `{role}_{tour}`, with every admin role under `admin_`. */
export function tourNameFor(role: Role, tour: BaseTour): string {
  return `${tourAudienceOf(role)}_${tour}`;
}

const adminRolePrefixes = ['master_admin_', 'system_admin_'];

/**
 * The one name a request stands for: a bare tour ('community_tour') gets the user's prefix, and
 * 'master_admin_…' / 'system_admin_…' become 'admin_…', so the button, the route tour and the saved
 * completion all agree. Undefined when a bare tour is asked for before the role is known.
 */
export function canonicalTourName(requested: string, role: Role | null): string | undefined {
  const name = requested.trim();
  if ((baseTours as readonly string[]).includes(name)) {
    return role ? `${tourAudienceOf(role)}_${name}` : undefined;
  }
  const adminPrefix = adminRolePrefixes.find((prefix) => name.startsWith(prefix));
  return adminPrefix ? `admin_${name.slice(adminPrefix.length)}` : name;
}

/** Priority: main tours 1, community and documents tours 2, anything else 3. */
export function tourPriorityOf(name: string): number {
  if (name.endsWith('_main_tour')) return tourPriorities.main;
  if (name.endsWith('_community_tour')) return tourPriorities.community;
  if (name.endsWith('_documents_tour')) return tourPriorities.documents;
  return tourPriorities.default;
}
