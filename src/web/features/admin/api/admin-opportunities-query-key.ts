/** Every status of the admin's opportunity list is cached under this key; moves and fees invalidate it. */
export const adminOpportunitiesQueryKey = ['admin', 'opportunities'] as const;
