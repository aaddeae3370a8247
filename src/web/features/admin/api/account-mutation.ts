import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountsQueryKey } from './admin-accounts-query-key';

/** A change to one account; every accounts list is read again afterwards. */
export function useAccountMutation<Input>(mutationFn: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAccountsQueryKey }),
  });
}
