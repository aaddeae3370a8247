import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVacancy, EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export function createVacancy(body: CreateVacancy) {
  return apiRequestAs<EmployerVacancy>('/api/employer/vacancies', { method: 'POST', body });
}

export function useCreateVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVacancy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.vacancies() }),
  });
}
