import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestParsed } from '../../../lib/api-client';

const signInResponseSchema = z.object({ twoFactorRedirect: z.boolean().optional() });

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

export type SignInResult = 'signed_in' | 'two_factor_required';

/** An admin with TOTP gets a second step instead of a session. */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  const body = { email: input.email.trim(), password: input.password, rememberMe: input.rememberMe };
  const result = await apiRequestParsed('/api/auth/sign-in/email', signInResponseSchema, {
    method: 'POST',
    body,
  });
  return result.twoFactorRedirect ? 'two_factor_required' : 'signed_in';
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
