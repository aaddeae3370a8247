import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { passwordCheckResponseSchema } from '../../../shared/accounts/account-api';
import type { PasswordSecurityResult } from '../../../shared/accounts/password-rules';
import { apiRequestAs } from '../api-client';

/** A failed server check counts as valid with score 50, so an outage never blocks a password. */
export const passwordCheckFallback: PasswordSecurityResult = {
  isValid: true,
  warnings: [],
  securityScore: 50,
};

export const passwordCheckDelayMs = 400;

/** The server check runs only with an e-mail and a password of 8+ characters. */
export function shouldCheckOnServer(email: string, password: string): boolean {
  return email.trim() !== '' && password.length >= 8;
}

export async function checkPassword(
  email: string,
  password: string,
  signal?: AbortSignal,
): Promise<PasswordSecurityResult> {
  try {
    return await apiRequestAs<z.output<typeof passwordCheckResponseSchema>>('/api/account/password-check', {
      method: 'POST',
      body: { email, password },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return passwordCheckFallback;
  }
}

/** Passwords are never cached: the answer lives only in this component's state. */
export function usePasswordCheck(email: string, password: string): PasswordSecurityResult | undefined {
  const [result, setResult] = useState<{ key: string; value: PasswordSecurityResult }>();
  const key = `${email}\u0000${password}`;
  const wanted = shouldCheckOnServer(email, password);

  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      checkPassword(email, password, controller.signal).then(
        (value) => setResult({ key, value }),
        () => undefined,
      );
    }, passwordCheckDelayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, email, password, key]);

  return wanted && result?.key === key ? result.value : undefined;
}
