import { apiRequest } from '../api-client';

export { totpCodeMessage, totpCodePattern } from '../../../shared/accounts/auth-request.schemas';

export async function verifyTotp(code: string): Promise<void> {
  await apiRequest('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
}

/** A TOTP code as typed: digits only, at most six. */
export function normaliseTotpCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
