import { apiRequest } from '../../../lib/api-client';

export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  await apiRequest('/api/auth/reset-password', { method: 'POST', body: input });
}
