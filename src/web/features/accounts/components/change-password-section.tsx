import { PasswordChangeForm } from '../../../components/password/password-change-form';
import { errorMessageOf } from '../../../lib/api-client';
import { changePassword } from '../../../lib/auth-client/change-password';
import { notify } from '../../../lib/notify';

export function ChangePasswordSection({ email }: { email: string }) {
  return (
    <PasswordChangeForm
      label="Change password"
      requireCurrent
      email={email}
      className="flex max-w-lg flex-col gap-4"
      submitClassName="self-start"
      onSubmit={async (change) => {
        await changePassword(change);
        notify.success('Password updated successfully!', {
          description: 'Your other devices have been signed out.',
        });
      }}
      failureMessage={(caught) => {
        const message = `Failed to update password: ${errorMessageOf(caught)}`;
        notify.error(message);
        return message;
      }}
    />
  );
}
