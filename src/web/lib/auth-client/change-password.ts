import { apiRequest } from '../api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** POST /api/auth/change-password; every other session of the account is signed out. */
export async function changePassword({ currentPassword, newPassword }: ChangePasswordInput): Promise<void> {
  await apiRequest('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}
