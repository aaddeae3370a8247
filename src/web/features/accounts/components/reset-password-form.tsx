import { PasswordChangeForm } from '../../../components/password/password-change-form';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import { changePassword } from '../../../lib/auth-client/change-password';
import { notify } from '../../../lib/notify';
import { resetPassword } from '../api/reset-password';
import { resetMessages } from '../model/reset-link';

export type ResetTarget = { type: 'token'; token: string } | { type: 'session'; email: string };

interface ResetPasswordFormProps {
  target: ResetTarget;
  onUpdated: () => void;
  /** The server refused the link itself (used, expired or unknown token). */
  onInvalidLink: () => void;
}

function isInvalidLink(error: unknown): boolean {
  return isApiError(error) && (error.code === 'INVALID_TOKEN' || error.message === resetMessages.invalidLink);
}

export function ResetPasswordForm({ target, onUpdated, onInvalidLink }: ResetPasswordFormProps) {
  return (
    <PasswordChangeForm
      label="Set a new password"
      requireCurrent={target.type === 'session'}
      email={target.type === 'session' ? target.email : ''}
      submitSize="lg"
      onSubmit={async ({ currentPassword, newPassword }) => {
        if (target.type === 'token') await resetPassword({ newPassword, token: target.token });
        else await changePassword({ currentPassword, newPassword });
        notify.success(resetMessages.updated);
        onUpdated();
      }}
      failureMessage={(caught) => {
        if (target.type === 'token' && isInvalidLink(caught)) {
          onInvalidLink();
          return null;
        }
        const message = resetMessages.failed(errorMessageOf(caught));
        notify.error(message);
        return message;
      }}
    />
  );
}
