import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSavedSearchInput,
  SavedSearch,
  SavedSearchesResponse,
} from '../../../../shared/marketplace/saved-search.schemas';
import { apiRequest, apiRequestAs } from '../../../lib/api-client';
import { marketplaceKeys } from './marketplace-query-keys';

const base = '/api/employer/saved-searches';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function useSavedSearches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: marketplaceKeys.savedSearches(),
    queryFn: ({ signal }) => apiRequestAs<SavedSearchesResponse>(base, { signal }),
    enabled,
  });
}

/** Saving, changing and deleting all read the list again (its `remaining` moves with it). */
function useSavedSearchMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.savedSearches() }),
  });
}

export const useCreateSavedSearch = () =>
  useSavedSearchMutation((input: CreateSavedSearchInput) =>
    apiRequestAs<SavedSearch>(base, { method: 'POST', body: input }),
  );

export const useUpdateSavedSearch = () =>
  useSavedSearchMutation(({ id, ...change }: { id: string; name?: string; alert?: boolean }) =>
    apiRequestAs<SavedSearch>(one(id), { method: 'PATCH', body: change }),
  );

export const useDeleteSavedSearch = () =>
  useSavedSearchMutation((id: string) => apiRequest(one(id), { method: 'DELETE' }));
