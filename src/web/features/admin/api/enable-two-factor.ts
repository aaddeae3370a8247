import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestParsed } from '../../../lib/api-client';

const enableResponseSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof enableResponseSchema>;

export async function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  return apiRequestParsed('/api/auth/two-factor/enable', enableResponseSchema, {
    method: 'POST',
    body: { password },
  });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
