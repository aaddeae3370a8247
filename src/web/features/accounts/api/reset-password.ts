import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/reset-password with the token from the e-mail link. */
export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  await apiRequest('/api/auth/reset-password', { method: 'POST', body: input });
}
