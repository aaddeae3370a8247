import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SignUpInput } from '../../../../shared/accounts/account.schemas';
import type { signUpResponseSchema } from '../../../../shared/accounts/account-api';
import { apiRequestAs } from '../../../lib/api-client';

export async function signUp(input: SignUpInput) {
  const { status } = await apiRequestAs<z.output<typeof signUpResponseSchema>>('/api/account/sign-up', {
    method: 'POST',
    body: input,
  });
  return status;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
