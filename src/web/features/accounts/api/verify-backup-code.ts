import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/two-factor/verify-backup-code: a recovery code instead of the TOTP code. */
export async function verifyBackupCode(code: string): Promise<void> {
  await apiRequest('/api/auth/two-factor/verify-backup-code', {
    method: 'POST',
    body: { code: code.trim() },
  });
}
