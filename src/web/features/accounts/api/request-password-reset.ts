import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../../shared/routing/paths';
import { apiRequest } from '../../../lib/api-client';

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email: email.trim(), redirectTo: paths.platform.resetPassword },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
