/** Organisations, search, opportunities, vacancies, applications and the jobs board, and their admin queues. */
export function isMarketplaceRoute(pattern: string): boolean {
  return (
    pattern.startsWith('/api/employer') ||
    pattern.startsWith('/api/jobs') ||
    pattern.startsWith('/api/admin/organisations') ||
    pattern.startsWith('/api/admin/opportunities') ||
    pattern.startsWith('/api/admin/reimbursement-rates') ||
    pattern.startsWith('/api/candidate/opportunities') ||
    pattern.startsWith('/api/candidate/consent-receipts') ||
    pattern.startsWith('/api/candidate/applications') ||
    pattern.startsWith('/api/candidate/jobs') ||
    pattern.startsWith('/api/candidate/matches') ||
    pattern.startsWith('/api/notifications')
  );
}

/** The analytics beacons and the admins' analytics dashboards. */
export function isAnalyticsRoute(pattern: string): boolean {
  return pattern.startsWith('/api/analytics') || pattern.startsWith('/api/admin/analytics');
}

/** Apart from moderation, the marketplace's queues and analytics, which their own parts cover. */
export function isAdminAreaRoute(pattern: string): boolean {
  return (
    pattern.startsWith('/api/admin') &&
    !pattern.startsWith('/api/admin/community') &&
    !isMarketplaceRoute(pattern) &&
    !isAnalyticsRoute(pattern)
  );
}
