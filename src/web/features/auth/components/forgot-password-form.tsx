import { ArrowLeft, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { forgotPasswordSchema } from '../../../../shared/accounts/account.schemas';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { firstProblem } from '../../../lib/form-problem';
import { notify } from '../../../lib/notify';
import { useRequestPasswordReset } from '../api/request-password-reset';

function EmailSent({ email, onBack }: { email: string; onBack: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-start gap-4">
      <MailCheck aria-hidden="true" className="size-10 text-brand-700" />
      <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-xl focus:outline-none">
        Email Sent!
      </h2>
      <p className="text-slate-600">
        If an account exists for <strong>{email}</strong>, it will receive a link to set a new password. The
        link works once and expires soon.
      </p>
      <Button variant="secondary" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Sign In
      </Button>
    </div>
  );
}

/** Spec §2.5/§4 forgot password: e-mail, 'Send Reset Link', then 'Email Sent!' with a way back. */
export function ForgotPasswordForm({
  initialEmail = '',
  onBack,
}: {
  initialEmail?: string;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const request = useRequestPasswordReset();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstProblem(forgotPasswordSchema, { email });
    if (problem) {
      setError(problem.message);
      return;
    }
    setError(undefined);
    try {
      await request.mutateAsync(email);
      notify.success('Password Reset Email Sent');
      setSentTo(email.trim());
    } catch (caught) {
      const message = errorMessageOf(caught);
      setError(message);
      notify.error('Error', { description: message });
    }
  };

  if (sentTo) return <EmailSent email={sentTo} onBack={onBack} />;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Forgot password">
      <p className="text-slate-600">
        Enter your e-mail address and we will send you a link to set a new password.
      </p>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        disabled={request.isPending}
      />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={request.isPending}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Sign In
      </Button>
    </form>
  );
}
