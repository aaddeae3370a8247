import { apiRequest } from '../../../lib/api-client';

export async function verifyBackupCode(code: string): Promise<void> {
  await apiRequest('/api/auth/two-factor/verify-backup-code', {
    method: 'POST',
    body: { code: code.trim() },
  });
}
