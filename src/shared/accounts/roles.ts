/** Account roles. 'Admin' means any of the last three. */
export const roles = ['candidate', 'employer', 'admin', 'master_admin', 'system_admin'] as const;
export type Role = (typeof roles)[number];

export const adminRoles = ['admin', 'master_admin', 'system_admin'] as const satisfies readonly Role[];
export type AdminRole = (typeof adminRoles)[number];

/** Self sign-up creates only these; admin roles come from the admin CLI or a master_admin. */
export const selfSignUpRoles = ['candidate', 'employer'] as const satisfies readonly Role[];
export type SelfSignUpRole = (typeof selfSignUpRoles)[number];

export function isAdminRole(role: string | null | undefined): role is AdminRole {
  return (adminRoles as readonly string[]).includes(role ?? '');
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export const roleLabels: Record<Role, string> = {
  candidate: 'Healthcare Professional',
  employer: 'Employer',
  admin: 'Admin',
  master_admin: 'Master Admin',
  system_admin: 'System Admin',
};

/** Candidate profile tiers; a missing or unknown tier falls back to community. */
export const profileTiers = ['community', 'portfolio', 'active_seeker'] as const;
export type ProfileTier = (typeof profileTiers)[number];

export const tierDetails: Record<ProfileTier, { label: string; badge: string }> = {
  community: { label: 'Community Member', badge: 'Community' },
  portfolio: { label: 'Professional Portfolio', badge: 'Professional' },
  active_seeker: { label: 'Active Job Seeker', badge: 'Job Seeker' },
};

export function normaliseTier(value: string | null | undefined): ProfileTier {
  return (profileTiers as readonly string[]).includes(value ?? '') ? (value as ProfileTier) : 'community';
}
