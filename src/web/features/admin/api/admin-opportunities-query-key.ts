export const adminOpportunitiesQueryKey = ['admin', 'opportunities'] as const;
