import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerVacancy, VacancyMove } from '../../../../shared/marketplace/vacancy.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export function moveVacancy({ id, ...body }: VacancyMove & { id: string }) {
  return apiRequestAs<EmployerVacancy>(`/api/employer/vacancies/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body,
  });
}

export function useMoveVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveVacancy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.vacancies() }),
  });
}
