import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../shared/accounts/account.schemas';
import { signUpResponseSchema } from '../../../../shared/accounts/account-api';
import { apiRequestParsed } from '../../../lib/api-client';

/** POST /api/account/sign-up → a session at once, or an e-mail to verify first. */
export async function signUp(input: SignUpInput) {
  const { status } = await apiRequestParsed('/api/account/sign-up', signUpResponseSchema, {
    method: 'POST',
    body: input,
  });
  return status;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
