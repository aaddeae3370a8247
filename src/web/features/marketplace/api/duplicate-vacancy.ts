import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export function duplicateVacancy(id: string) {
  return apiRequestAs<EmployerVacancy>(`/api/employer/vacancies/${encodeURIComponent(id)}/duplicate`, {
    method: 'POST',
  });
}

export function useDuplicateVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateVacancy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.vacancies() }),
  });
}
