import { type FormEvent, useState } from 'react';
import { accountMessages, type SignUpInput, signUpSchema } from '../../../../shared/accounts/account.schemas';
import { type SelfSignUpRole, tierDetails } from '../../../../shared/accounts/roles';
import { brand } from '../../../../shared/content/brand';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { type FormProblem, firstProblem, problemFor } from '../../../lib/form-problem';
import { notify } from '../../../lib/notify';
import { useSignUp } from '../api/sign-up';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { SignUpAgreements } from './sign-up-agreements';
import { SignUpCandidateFields } from './sign-up-candidate-fields';
import { SignUpRoleChoice } from './sign-up-role-choice';

type SignUpValues = Omit<Required<SignUpInput>, 'role' | 'communityOnly'> & { role: SelfSignUpRole };

/** Fields that show their own message; any other problem is shown for the whole form. */
const fieldsWithMessages = [
  'email',
  'mobilePhone',
  'homePostcode',
  'password',
  'confirmPassword',
  'acceptTerms',
];

interface SignUpFormProps {
  initialRole: SelfSignUpRole;
  /** Joining from a community link: a candidate gets the community tier. */
  communityOnly: boolean;
  /** The account waits for its e-mail to be verified: the page flips to Sign In. */
  onVerificationRequired: (email: string) => void;
}

function focusField(form: HTMLFormElement, field: string): void {
  const element = form.querySelector<HTMLInputElement>(`[name="${field}"]`);
  element?.focus();
}

/** Spec §2.5 sign-up, validated with the schema the API uses (spec §5 messages). */
export function SignUpForm({ initialRole, communityOnly, onVerificationRequired }: SignUpFormProps) {
  const [values, setValues] = useState<SignUpValues>({
    fullName: '',
    email: '',
    role: initialRole,
    mobilePhone: '',
    homePostcode: '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
    acceptPrivacy: false,
  });
  const [problem, setProblem] = useState<FormProblem>();
  const [completing, setCompleting] = useState(false);
  const signUp = useSignUp();
  const completeSignIn = useCompleteSignIn();
  const busy = signUp.isPending || completing;
  const set =
    <K extends keyof SignUpValues>(key: K) =>
    (value: SignUpValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const error = (field: string) => problemFor(problem, field);
  const isCandidate = values.role === 'candidate';

  const fail = (found: FormProblem) => {
    setProblem(found);
    notify.error('Sign Up Failed', { description: found.message });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input: SignUpInput = isCandidate
      ? { ...values, communityOnly }
      : { ...values, mobilePhone: '', homePostcode: '', communityOnly: false };
    const found = firstProblem(signUpSchema, input);
    if (found) {
      fail(found);
      return focusField(form, found.field);
    }
    setProblem(undefined);
    try {
      const status = await signUp.mutateAsync(input);
      if (status === 'verification_required') {
        notify.success(accountMessages.checkEmail);
        return onVerificationRequired(values.email.trim());
      }
      setCompleting(true);
      await completeSignIn(false, {
        title: 'Account created successfully!',
        description: `Welcome to ${brand.platformName}, ${values.fullName.trim()}!`,
      });
    } catch (caught) {
      fail({ field: 'form', message: errorMessageOf(caught) });
    } finally {
      setCompleting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Sign up">
      <FormAlert
        message={problem && !fieldsWithMessages.includes(problem.field) ? problem.message : undefined}
      />
      <TextField
        label="Full Name"
        name="fullName"
        autoComplete="name"
        value={values.fullName}
        onChange={(event) => set('fullName')(event.target.value)}
        disabled={busy}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        error={error('email')}
        disabled={busy}
      />
      <SignUpRoleChoice value={values.role} onChange={set('role')} disabled={busy} />
      {isCandidate && communityOnly ? (
        <p className="rounded-md bg-brand-50 p-3 text-brand-900 text-sm">
          You are joining as a {tierDetails.community.label}.
        </p>
      ) : null}
      {isCandidate ? (
        <SignUpCandidateFields
          mobilePhone={values.mobilePhone}
          homePostcode={values.homePostcode}
          onMobilePhoneChange={set('mobilePhone')}
          onHomePostcodeChange={set('homePostcode')}
          mobilePhoneError={error('mobilePhone')}
          homePostcodeError={error('homePostcode')}
          disabled={busy}
        />
      ) : null}
      <NewPasswordFields
        email={values.email}
        password={values.password}
        confirmPassword={values.confirmPassword}
        onPasswordChange={set('password')}
        onConfirmPasswordChange={set('confirmPassword')}
        passwordError={error('password')}
        confirmPasswordError={error('confirmPassword')}
        disabled={busy}
      />
      <SignUpAgreements
        acceptTerms={values.acceptTerms}
        acceptPrivacy={values.acceptPrivacy}
        onAcceptTermsChange={set('acceptTerms')}
        onAcceptPrivacyChange={set('acceptPrivacy')}
        error={error('acceptTerms')}
        disabled={busy}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Creating account...' : `Join ${brand.platformName}`}
      </Button>
    </form>
  );
}
