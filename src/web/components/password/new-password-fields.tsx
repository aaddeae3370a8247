import { type Ref, useId } from 'react';
import { usePasswordCheck } from '../../lib/account-api/check-password';
import { PasswordField } from '../form/password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordFieldsProps {
  /** The account's e-mail, for the server check (no check without one). */
  email: string;
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  passwordError?: string;
  confirmPasswordError?: string;
  passwordLabel?: string;
  confirmLabel?: string;
  disabled?: boolean;
  /** Let a form move focus to the field that failed validation. */
  passwordRef?: Ref<HTMLInputElement>;
  confirmPasswordRef?: Ref<HTMLInputElement>;
}

export function NewPasswordFields({
  email,
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
  passwordError,
  confirmPasswordError,
  passwordLabel = 'Password',
  confirmLabel = 'Confirm Password',
  disabled,
  passwordRef,
  confirmPasswordRef,
}: NewPasswordFieldsProps) {
  const meterId = useId();
  const server = usePasswordCheck(email, password);
  return (
    <>
      <PasswordField
        ref={passwordRef}
        label={passwordLabel}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={passwordError}
        describedById={password === '' ? undefined : meterId}
        disabled={disabled}
      />
      <PasswordStrengthMeter id={meterId} password={password} server={server} />
      <PasswordField
        ref={confirmPasswordRef}
        label={confirmLabel}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => onConfirmPasswordChange(event.target.value)}
        error={confirmPasswordError}
        disabled={disabled}
      />
    </>
  );
}
