export const reimbursementRatesQueryKey = ['admin', 'reimbursement-rates'] as const;
