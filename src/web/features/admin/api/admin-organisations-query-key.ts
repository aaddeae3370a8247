/** Every status of the organisation verification queue is cached under this key; decisions invalidate it. */
export const adminOrganisationsQueryKey = ['admin', 'organisations'] as const;
