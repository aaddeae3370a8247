import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Download, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { accountMessages, emailPattern } from '../../../../shared/accounts/account.schemas';
import { authChangeEmailBody } from '../../../../shared/accounts/auth-request.schemas';
import { normaliseTier, type ProfileTier } from '../../../../shared/accounts/roles';
import { tierLabels } from '../../../../shared/candidates/profile.schemas';
import { paths } from '../../../../shared/routing/paths';
import { FormAlert } from '../../../components/form/form-alert';
import { formProblemOf } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';
import { TierChoice } from '../../../components/profile/tier-choice';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { forgetSession } from '../../../lib/session/forget-session';
import { changeEmail } from '../api/change-email';
import { useChangeTier } from '../api/change-tier';
import { signOutEverywhere } from '../api/sign-out-everywhere';

export function TierSection({ current }: { current: ProfileTier }) {
  const [tier, setTier] = useState<ProfileTier>(normaliseTier(current));
  const change = useChangeTier();
  const busy = change.isPending;
  const save = () =>
    change.mutate(tier, {
      onSuccess: () =>
        notify.success('Tier changed', { description: `You are now: ${tierLabels[tier].label}` }),
    });
  return (
    <div className="flex flex-col gap-4">
      <TierChoice value={tier} onChange={setTier} legend="Your tier" name="settings-tier" />
      {change.isError ? <FormAlert message={errorMessageOf(change.error)} /> : null}
      <div>
        <Button onClick={save} disabled={busy || tier === normaliseTier(current)}>
          {busy ? 'Saving...' : 'Change tier'}
        </Button>
      </div>
    </div>
  );
}

/** The API's rule for the new address, with this form's one message for an empty or malformed one. */
const emailChangeSchema = z.object({
  newEmail: z
    .string()
    .refine((value) => emailPattern.test(value.trim()), accountMessages.invalidEmail)
    .pipe(authChangeEmailBody.shape.newEmail),
});

export function EmailChangeSection({ email }: { email: string }) {
  const form = useForm<{ newEmail: string }>({
    resolver: zodResolver(emailChangeSchema, undefined, { raw: true }),
    reValidateMode: 'onSubmit',
    defaultValues: { newEmail: '' },
  });
  const [sentTo, setSentTo] = useState<string>();
  const { errors, isSubmitting: busy } = form.formState;
  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    const address = newEmail.trim();
    try {
      await changeEmail(address);
      setSentTo(address);
      form.reset();
    } catch (caught) {
      form.setError('root.server', { message: errorMessageOf(caught) });
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Change e-mail address"
      className="flex max-w-md flex-col gap-4"
    >
      <p className="text-slate-600">
        You sign in as <strong className="text-slate-900">{email}</strong>.
      </p>
      <TextField
        label="New e-mail address"
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message ?? formProblemOf(errors)}
        {...form.register('newEmail')}
      />
      {sentTo ? (
        <FormAlert
          tone="success"
          message={`We have sent a link to ${sentTo}. Your address changes when you follow it.`}
        />
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send confirmation link'}
        </Button>
      </div>
    </form>
  );
}

export function SignOutEverywhereSection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      // Requests sent meanwhile wait for this one, so none is answered 401 once the session has ended.
      void queryClient.cancelQueries();
      await signOutEverywhere();
      forgetSession(queryClient);
      void navigate(paths.platform.auth, { replace: true });
    } catch (caught) {
      notify.error('Failed to sign out', { description: errorMessageOf(caught) });
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="max-w-prose text-slate-600">
        Signs you out on every device and browser, including this one.
      </p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        Sign out everywhere
      </Button>
      {confirming ? (
        <ConfirmDialog
          title="Sign out everywhere?"
          description="Every session of your account ends, including this one. You will need to sign in again."
          confirmLabel="Sign out everywhere"
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void run()}
        />
      ) : null}
    </div>
  );
}

/** Right of access (docs/product/accounts.md#your-data). */
export function DataDownloadSection() {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="max-w-prose text-slate-600">
        A ZIP archive with everything ARRS Place holds about you, in a machine-readable form (JSON), and the
        files you uploaded.
      </p>
      <a
        href="/api/account/export"
        download
        className="inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 text-sm hover:bg-slate-50"
      >
        <Download aria-hidden="true" className="size-4" />
        Download my data
      </a>
    </div>
  );
}
