export const adminAccountsQueryKey = ['admin', 'accounts'] as const;
