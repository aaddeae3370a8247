import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /reset-password and /arrsplace/reset-password: set a new password from an e-mail link. */
export function ResetPasswordPage() {
  return (
    <PlaceholderPage
      title="Set a new password"
      summary="After following the link in your password-reset e-mail, you will choose a new password here."
      links={[{ label: 'Back to sign in', to: paths.platform.auth }]}
    />
  );
}
