import { ArrowLeft } from 'lucide-react';
import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';
import { LinkButton } from '../../components/ui/link-button';

/** /arrsplace/auth: sign in, sign up and forgot password. */
export function AuthPage() {
  return (
    <PlaceholderPage
      title={`Sign in to ${brand.platformName}`}
      documentTitle="Sign in"
      summary="Signing in, joining as a healthcare professional or employer, and resetting a forgotten password will happen here."
      actions={
        <LinkButton to={paths.platform.landing} variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </LinkButton>
      }
      links={[
        { label: 'Terms of use', to: paths.terms, variant: 'ghost' },
        { label: 'Privacy policy', to: paths.privacy, variant: 'ghost' },
      ]}
    />
  );
}
