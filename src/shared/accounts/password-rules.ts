/** Password rules (sign-up, reset, strength meter). */
export const signUpPasswordMinLength = 8;
export const resetPasswordMinLength = 12;
export const extraStrongPasswordLength = 16;
export const passwordMaxLength = 128;

export const specialCharacters = '!@#$%^&*(),.?":{}|<>';
const specialPattern = /[!@#$%^&*(),.?":{}|<>]/;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  test(password: string): boolean;
  message: string;
  label: string;
}

export const resetPasswordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    test: (p) => p.length >= resetPasswordMinLength,
    message: 'Password must be at least 12 characters long',
    label: 'At least 12 characters',
  },
  {
    id: 'lowercase',
    test: (p) => /[a-z]/.test(p),
    message: 'Password must contain at least one lowercase letter',
    label: 'One lowercase letter',
  },
  {
    id: 'uppercase',
    test: (p) => /[A-Z]/.test(p),
    message: 'Password must contain at least one uppercase letter',
    label: 'One uppercase letter',
  },
  {
    id: 'number',
    test: (p) => /\d/.test(p),
    message: 'Password must contain at least one number',
    label: 'One number',
  },
  {
    id: 'special',
    test: (p) => specialPattern.test(p),
    message: 'Password must contain at least one special character',
    label: `One special character (${specialCharacters})`,
  },
];

export function resetPasswordProblem(password: string): string | undefined {
  return resetPasswordRules.find((rule) => !rule.test(password))?.message;
}

export type StrengthLevel = 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  level: StrengthLevel;
  score: 25 | 50 | 75 | 100;
  passed: PasswordRule['id'][];
  extraStrong: boolean;
}

/** The levels: docs/product/accounts.md#password-strength-meter. */
export function passwordStrength(password: string): PasswordStrength {
  const passed = resetPasswordRules.filter((rule) => rule.test(password)).map((rule) => rule.id);
  const extraStrong = password.length >= extraStrongPasswordLength;
  const count = passed.length;
  if (count === 5 && extraStrong) return { level: 'Strong', score: 100, passed, extraStrong };
  if (count >= 4) return { level: 'Good', score: 75, passed, extraStrong };
  if (count === 3) return { level: 'Fair', score: 50, passed, extraStrong };
  return { level: 'Weak', score: 25, passed, extraStrong };
}

/** The server's password security check result (POST /api/account/password-check). */
export interface PasswordSecurityResult {
  isValid: boolean;
  warnings: string[];
  securityScore: number;
}

export const guessablePasswordMessage =
  'This password is too common or easy to guess. Please choose a less predictable password.';
