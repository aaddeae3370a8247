/** Organisations, search, opportunities and their admin queues (issue 13). */
export function isMarketplaceRoute(pattern: string): boolean {
  return pattern.startsWith('/api/employer') || pattern.startsWith('/api/admin/organisations');
}
