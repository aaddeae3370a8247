import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerVacancy, VacancyForm } from '../../../../shared/marketplace/vacancy.schemas';
import { apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

export function editVacancy({ id, vacancy }: { id: string; vacancy: VacancyForm }) {
  return apiRequestAs<EmployerVacancy>(`/api/employer/vacancies/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: vacancy,
  });
}

export function useEditVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editVacancy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.vacancies() }),
  });
}
