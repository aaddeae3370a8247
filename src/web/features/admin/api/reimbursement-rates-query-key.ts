/** Every financial year of the ARRS reimbursement table is cached under this key; saves refresh it. */
export const reimbursementRatesQueryKey = ['admin', 'reimbursement-rates'] as const;
