/** Organisations, search, opportunities and their admin queues (issue 13). */
export function isMarketplaceRoute(pattern: string): boolean {
  return (
    pattern.startsWith('/api/employer') ||
    pattern.startsWith('/api/admin/organisations') ||
    pattern.startsWith('/api/admin/opportunities') ||
    pattern.startsWith('/api/admin/reimbursement-rates') ||
    pattern.startsWith('/api/candidate/opportunities') ||
    pattern.startsWith('/api/candidate/consent-receipts') ||
    pattern.startsWith('/api/notifications')
  );
}
