export const adminOrganisationsQueryKey = ['admin', 'organisations'] as const;
