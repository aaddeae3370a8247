/** The one registry of page paths (docs/product/site.md#route-table): the router and the server read it. */
export const paths = {
  home: '/',
  contact: '/contact',
  recruitment: '/recruitment',
  privacy: '/privacy',
  cookies: '/cookies',
  terms: '/terms',
  resetPassword: '/reset-password',
  /** Old service pages: they redirect to the platform landing (see legacyRedirects). */
  businessDevelopment: '/business-development',
  projectManagement: '/project-management',
  recruitmentServices: '/recruitment-services',
  platform: {
    landing: '/arrsplace',
    auth: '/arrsplace/auth',
    resetPassword: '/arrsplace/reset-password',
    about: '/arrsplace/about',
    aboutAlias: '/about-arrsplace',
    insights: '/arrsplace/insights',
    /** The public jobs board; one job is `/arrsplace/jobs/<slug>-<vacancy id>` (shared/marketplace/job-paths). */
    jobs: '/arrsplace/jobs',
    candidate: '/arrsplace/candidate',
    candidateRegister: '/arrsplace/candidate/register',
    candidateDocuments: '/arrsplace/candidate/documents',
    candidateProfile: '/arrsplace/candidate/profile',
    candidateOpportunities: '/arrsplace/candidate/opportunities',
    /** Followed by a vacancy's id: /arrsplace/candidate/apply/<vacancy id>. */
    candidateApply: '/arrsplace/candidate/apply',
    candidateApplications: '/arrsplace/candidate/applications',
    /** The job seeker's matched vacancies, ranked, with the reasons. */
    candidateMatches: '/arrsplace/candidate/matches',
    employer: '/arrsplace/employer',
    employerRegister: '/arrsplace/employer/register',
    employerSearch: '/arrsplace/employer/search',
    employerOpportunities: '/arrsplace/employer/opportunities',
    employerVacancies: '/arrsplace/employer/vacancies',
    community: '/arrsplace/community',
    admin: '/arrsplace/admin',
    adminAccounts: '/arrsplace/admin/accounts',
    adminDocuments: '/arrsplace/admin/documents',
    adminFeedback: '/arrsplace/admin/feedback',
    adminModeration: '/arrsplace/admin/moderation',
    adminOrganisations: '/arrsplace/admin/organisations',
    adminOpportunities: '/arrsplace/admin/opportunities',
    adminReimbursement: '/arrsplace/admin/reimbursement',
    adminAnalytics: '/arrsplace/admin/analytics',
    adminSubmissions: '/arrsplace/admin/submissions',
    adminMail: '/arrsplace/admin/mail',
    adminAudit: '/arrsplace/admin/audit',
    masterAdmin: '/arrsplace/master_admin',
  },
} as const;

/** Each redirects to the platform landing (docs/product/site.md#redirects). */
export const legacyRedirects: Readonly<Record<string, string>> = {
  [paths.businessDevelopment]: paths.platform.landing,
  [paths.projectManagement]: paths.platform.landing,
  [paths.recruitmentServices]: paths.platform.landing,
};

/** Areas whose sub-paths belong to the area itself (the area decides what they show). */
const areaPrefixes: readonly string[] = [
  paths.platform.candidate,
  paths.platform.employer,
  paths.platform.admin,
  // A job below the board; the server answers the paths that name no job with the not-found page.
  paths.platform.jobs,
];

function collectExactPaths(): ReadonlySet<string> {
  const found = new Set<string>();
  const walk = (node: Record<string, unknown>) => {
    for (const value of Object.values(node)) {
      if (typeof value === 'string') found.add(value);
      else if (value && typeof value === 'object') walk(value as Record<string, unknown>);
    }
  };
  walk(paths);
  return found;
}

const exactPaths = collectExactPaths();

/** Removes a trailing slash (except on the root) so '/contact/' and '/contact' are one path. */
export function normalisePathname(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

export function isKnownPagePath(pathname: string): boolean {
  const path = normalisePathname(pathname);
  if (exactPaths.has(path) || path in legacyRedirects) return true;
  return areaPrefixes.some((prefix) => path.startsWith(`${prefix}/`));
}
