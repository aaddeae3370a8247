/** Every admin accounts list is cached under this key; changes to an account invalidate it. */
export const adminAccountsQueryKey = ['admin', 'accounts'] as const;
