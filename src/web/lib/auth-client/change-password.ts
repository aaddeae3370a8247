import { apiRequest, renewSessionWith } from '../api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** This browser's session is replaced by a new one, so the page's other requests wait for its cookie. */
export async function changePassword({ currentPassword, newPassword }: ChangePasswordInput): Promise<void> {
  await renewSessionWith(() =>
    apiRequest('/api/auth/change-password', {
      method: 'POST',
      body: { currentPassword, newPassword, revokeOtherSessions: true },
    }),
  );
}
