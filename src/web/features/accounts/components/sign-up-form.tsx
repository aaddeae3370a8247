import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useController, useForm } from 'react-hook-form';
import { accountMessages, type SignUpInput, signUpSchema } from '../../../../shared/accounts/account.schemas';
import { type SelfSignUpRole, tierDetails } from '../../../../shared/accounts/roles';
import { brand } from '../../../../shared/content/brand';
import { FormAlert } from '../../../components/form/form-alert';
import { firstMessageOf, formProblemOf } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSignUp } from '../api/sign-up';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { SignUpAgreements } from './sign-up-agreements';
import { SignUpCandidateFields } from './sign-up-candidate-fields';
import { SignUpRoleChoice } from './sign-up-role-choice';

type SignUpValues = SignUpInput;

interface SignUpFormProps {
  initialRole: SelfSignUpRole;
  /** Joining from a community link: a candidate gets the community tier. */
  communityOnly: boolean;
  /** The account waits for its e-mail to be verified: the page flips to Sign In. */
  onVerificationRequired: (email: string) => void;
}

/** Validated with the schema the API uses: one problem at a time, in the schema's order. */
export function SignUpForm({ initialRole, communityOnly, onVerificationRequired }: SignUpFormProps) {
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema, undefined, { raw: true }),
    reValidateMode: 'onSubmit',
    defaultValues: {
      fullName: '',
      email: '',
      role: initialRole,
      mobilePhone: '',
      homePostcode: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      acceptPrivacy: false,
      communityOnly,
    },
  });
  const password = useController({ control: form.control, name: 'password' });
  const confirmPassword = useController({ control: form.control, name: 'confirmPassword' });
  const signUp = useSignUp();
  const completeSignIn = useCompleteSignIn();
  const { errors, isSubmitting: busy } = form.formState;
  const [role, email, acceptTerms, acceptPrivacy] = form.watch([
    'role',
    'email',
    'acceptTerms',
    'acceptPrivacy',
  ]);
  const isCandidate = role === 'candidate';

  const onInvalid = (found: FieldErrors<SignUpValues>) =>
    notify.error('Sign Up Failed', { description: firstMessageOf(found) });

  const onSubmit = form.handleSubmit(async (values) => {
    const input: SignUpInput = isCandidate
      ? { ...values, communityOnly }
      : { ...values, mobilePhone: '', homePostcode: '', communityOnly: false };
    try {
      const status = await signUp.mutateAsync(input);
      if (status === 'verification_required') {
        notify.success(accountMessages.checkEmail);
        return onVerificationRequired((values.email ?? '').trim());
      }
      await completeSignIn(false, {
        title: 'Account created successfully!',
        description: `Welcome to ${brand.platformName}, ${(values.fullName ?? '').trim()}!`,
      });
    } catch (caught) {
      const message = errorMessageOf(caught);
      form.setError('root.server', { message });
      notify.error('Sign Up Failed', { description: message });
    }
  }, onInvalid);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign up">
      <FormAlert message={formProblemOf(errors, ['role'])} />
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.fullName?.message}
        disabled={busy}
        {...form.register('fullName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        disabled={busy}
        {...form.register('email')}
      />
      <SignUpRoleChoice field={form.register('role')} disabled={busy} />
      {isCandidate && communityOnly ? (
        <p className="rounded-md bg-brand-50 p-3 text-brand-900 text-sm">
          You are joining as a {tierDetails.community.label}.
        </p>
      ) : null}
      {isCandidate ? (
        <SignUpCandidateFields
          mobilePhone={form.register('mobilePhone')}
          homePostcode={form.register('homePostcode')}
          mobilePhoneError={errors.mobilePhone?.message}
          homePostcodeError={errors.homePostcode?.message}
          disabled={busy}
        />
      ) : null}
      <NewPasswordFields
        email={email ?? ''}
        password={password.field.value ?? ''}
        confirmPassword={confirmPassword.field.value ?? ''}
        onPasswordChange={password.field.onChange}
        onConfirmPasswordChange={confirmPassword.field.onChange}
        passwordRef={password.field.ref}
        confirmPasswordRef={confirmPassword.field.ref}
        passwordError={errors.password?.message}
        confirmPasswordError={errors.confirmPassword?.message}
        disabled={busy}
      />
      <SignUpAgreements
        acceptTerms={form.register('acceptTerms')}
        acceptPrivacy={form.register('acceptPrivacy')}
        termsAccepted={acceptTerms ?? false}
        privacyAccepted={acceptPrivacy ?? false}
        error={errors.acceptTerms?.message}
        disabled={busy}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Creating account...' : `Join ${brand.platformName}`}
      </Button>
    </form>
  );
}
