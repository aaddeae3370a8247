import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { forgotPasswordSchema } from '../../../../shared/accounts/account.schemas';
import { formProblemOf } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
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

export function ForgotPasswordForm({
  initialEmail = '',
  onBack,
}: {
  initialEmail?: string;
  onBack: () => void;
}) {
  const form = useForm<z.input<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema, undefined, { raw: true }),
    reValidateMode: 'onSubmit',
    defaultValues: { email: initialEmail },
  });
  const [sentTo, setSentTo] = useState<string>();
  const request = useRequestPasswordReset();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const address = email ?? '';
      await request.mutateAsync(address);
      notify.success('Password Reset Email Sent');
      setSentTo(address.trim());
    } catch (caught) {
      const message = errorMessageOf(caught);
      form.setError('root.server', { message });
      notify.error('Error', { description: message });
    }
  });

  if (sentTo) return <EmailSent email={sentTo} onBack={onBack} />;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Forgot password">
      <p className="text-slate-600">
        Enter your e-mail address and we will send you a link to set a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formProblemOf(form.formState.errors)}
        disabled={request.isPending}
        {...form.register('email')}
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
