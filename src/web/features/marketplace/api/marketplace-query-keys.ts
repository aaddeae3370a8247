export const marketplaceKeys = {
  all: ['employer', 'marketplace'] as const,
  search: (query: string) => [...marketplaceKeys.all, 'search', query] as const,
  candidate: (reference: string) => [...marketplaceKeys.all, 'candidate', reference] as const,
  opportunities: () => [...marketplaceKeys.all, 'opportunities'] as const,
  vacancies: () => [...marketplaceKeys.all, 'vacancies'] as const,
  vacancy: (id: string) => [...marketplaceKeys.vacancies(), id] as const,
  vacancySuggestions: (id: string) => [...marketplaceKeys.vacancy(id), 'suggestions'] as const,
  savedSearches: () => [...marketplaceKeys.all, 'saved-searches'] as const,
  reimbursementRates: () => [...marketplaceKeys.all, 'reimbursement-rates'] as const,
};
