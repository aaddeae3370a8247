import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountsQueryKey } from './admin-accounts-query-key';
import { adminAuditQueryKey } from './admin-audit';

export function useAccountMutation<Input>(mutationFn: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      // Every action is audited: the accounts' trails are read again too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminAccountsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryKey }),
      ]);
    },
  });
}
