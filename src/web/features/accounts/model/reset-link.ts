/** With an e-mailed token or signed in (docs/product/accounts.md#reset-password). */
export type ResetMode =
  | { type: 'token'; token: string }
  | { type: 'session'; email: string }
  | { type: 'checking' }
  | { type: 'unverifiable' }
  | { type: 'invalid' };

export type SessionState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; email: string | undefined };

export function resetMode(search: URLSearchParams, session: SessionState): ResetMode {
  const token = search.get('token')?.trim();
  if (token && !search.has('error')) return { type: 'token', token };
  if (session.status === 'loading') return { type: 'checking' };
  if (session.status === 'error') return { type: 'unverifiable' };
  return session.email ? { type: 'session', email: session.email } : { type: 'invalid' };
}

export const resetErrorRedirectMs = 3000;
export const resetSuccessRedirectMs = 2000;

export const resetMessages = {
  invalidLink: 'Invalid or expired reset link. Please request a new password reset.',
  unverifiable: 'Unable to verify reset link. Please try again.',
  updated: 'Password updated successfully! You can now sign in with your new password.',
  failed: (message: string) => `Failed to update password: ${message}`,
} as const;
