import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentsQueryKey } from './get-documents';

/** DELETE /api/candidate/documents/:id: one compliance document and its file. */
export async function deleteDocument(id: string): Promise<void> {
  await apiRequest(`/api/candidate/documents/${id}`, { method: 'DELETE' });
}

/** The list is read again whether or not the deletion went through. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    },
  });
}
