import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { accountMessages } from '../../../shared/accounts/account.schemas';
import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { FormAlert } from '../../components/form/form-alert';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { useMe } from '../../lib/session/get-me';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthTabs } from './components/auth-tabs';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { SignInForm } from './components/sign-in-form';
import { SignUpForm } from './components/sign-up-form';
import { TwoFactorChallenge } from './components/two-factor-challenge';
import { useAuthPageRedirect } from './hooks/use-auth-page-redirect';
import {
  type AuthTab,
  initialAuthTab,
  joinsAsCommunityMember,
  preselectedRole,
  returnPathOf,
  verificationNote,
} from './model/role-preselection';

type View = AuthTab | 'forgot' | 'two-factor';

const headings: Record<View, string> = {
  signin: `Sign in to ${brand.platformName}`,
  signup: `Create your ${brand.platformName} account`,
  forgot: 'Reset your password',
  'two-factor': 'Two-factor authentication',
};

const verificationMessages = {
  verified: 'Your email address is verified. You can now sign in.',
  failed: 'This verification link is invalid or has expired. Sign in to receive a new one.',
} as const;

export function AuthPage() {
  const [search] = useSearchParams();
  const [view, setView] = useState<View>(() => initialAuthTab(search));
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string>();
  const [rememberMe, setRememberMe] = useState(false);
  const me = useMe();
  const returnPath = returnPathOf(useLocation().state);
  useAuthPageRedirect(me.data, returnPath);
  useDocumentTitle(view === 'signup' ? 'Sign up' : 'Sign in');
  const verification = verificationNote(search);

  const showSignIn = () => setView('signin');

  return (
    <Container className="max-w-xl py-10 sm:py-14">
      <LinkButton to={paths.platform.landing} variant="ghost" className="-ml-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Home
      </LinkButton>
      <h1 className="mt-4 font-bold text-3xl text-slate-900 tracking-tight">{headings[view]}</h1>
      {returnPath ? (
        <p className="mt-4 rounded-md bg-brand-50 p-4 text-brand-900" role="note">
          Sign in to apply for this job, or create a candidate account. Our team checks every new account
          before it can apply: we will e-mail you when yours is approved, and then you can sign in and apply.
        </p>
      ) : null}
      {verification ? (
        <div className="mt-4">
          <FormAlert
            tone={verification === 'verified' ? 'success' : 'error'}
            message={verificationMessages[verification]}
          />
        </div>
      ) : null}
      <div className="mt-6">
        {view === 'forgot' ? <ForgotPasswordForm initialEmail={email} onBack={showSignIn} /> : null}
        {view === 'two-factor' ? <TwoFactorChallenge rememberMe={rememberMe} onBack={showSignIn} /> : null}
        {view === 'signin' || view === 'signup' ? (
          <AuthTabs value={view} onChange={setView}>
            {view === 'signin' ? (
              <SignInForm
                key={email}
                initialEmail={email}
                notice={notice}
                onForgotPassword={() => setView('forgot')}
                onTwoFactorRequired={(remember) => {
                  setRememberMe(remember);
                  setView('two-factor');
                }}
              />
            ) : (
              <SignUpForm
                initialRole={preselectedRole(search)}
                communityOnly={joinsAsCommunityMember(search)}
                onVerificationRequired={(address) => {
                  setEmail(address);
                  setNotice(accountMessages.checkEmail);
                  setView('signin');
                }}
              />
            )}
          </AuthTabs>
        ) : null}
      </div>
    </Container>
  );
}
