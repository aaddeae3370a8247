import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Role } from '../../../../shared/accounts/roles';
import {
  type MatchDigestFrequency,
  matchDigestFrequencies,
  matchDigestLabels,
} from '../../../../shared/marketplace/matching.constants';
import { notificationPreferencesUpdateSchema } from '../../../../shared/marketplace/notification-preferences.schemas';
import {
  type NotificationKind,
  notificationKindLabels,
  notificationKinds,
} from '../../../../shared/marketplace/opportunity.schemas';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { emailKindsFor, nextEmailOff } from '../model/email-notification-kinds';

type EmailChoices = {
  emailOn: Partial<Record<NotificationKind, boolean>>;
  matchDigest?: MatchDigestFrequency | undefined;
};
type EmailChoicesRequest = z.output<typeof notificationPreferencesUpdateSchema>;

/** The boxes (checked = e-mail on) turned into the request the API validates with the shared schema. */
function emailChoicesSchema(offered: readonly NotificationKind[], emailOff: readonly NotificationKind[]) {
  return z
    .object({
      emailOn: z.partialRecord(z.enum(notificationKinds), z.boolean()),
      matchDigest: z.enum(matchDigestFrequencies).optional(),
    })
    .transform(({ emailOn, matchDigest }) => ({
      emailOff: nextEmailOff(emailOff, offered, new Set(offered.filter((kind) => emailOn[kind]))),
      ...(matchDigest ? { matchDigest } : {}),
    }))
    .pipe(notificationPreferencesUpdateSchema);
}

/** A professional's e-mail of new matching vacancies: how often, or not at all. */
function MatchDigestChoice({
  disabled,
  field,
}: {
  disabled: boolean;
  field: UseFormRegisterReturn<'matchDigest'>;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-2 text-slate-700">New matching vacancies by e-mail:</legend>
      <div className="flex flex-wrap gap-x-6">
        {matchDigestFrequencies.map((frequency) => (
          <label key={frequency} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              value={frequency}
              disabled={disabled}
              className="size-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              {...field}
            />
            {matchDigestLabels[frequency]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PreferencesForm({
  role,
  emailOff,
  matchDigest,
}: {
  role: Role;
  emailOff: readonly NotificationKind[];
  matchDigest: MatchDigestFrequency | undefined;
}) {
  const offered = emailKindsFor(role);
  const save = useUpdateNotificationPreferences();
  const form = useForm<EmailChoices, unknown, EmailChoicesRequest>({
    resolver: zodResolver(emailChoicesSchema(offered, emailOff)),
    defaultValues: {
      emailOn: Object.fromEntries(offered.map((kind) => [kind, !emailOff.includes(kind)])),
      ...(matchDigest ? { matchDigest } : {}),
    },
  });
  const onSubmit = form.handleSubmit((request) =>
    save.mutate(request, {
      onSuccess: () => notify.success('Email notification settings saved'),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Email notifications" className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-2 text-slate-700">
          Every notification appears under the bell. Choose which ones we also send by e-mail:
        </legend>
        {offered.map((kind) => (
          <CheckboxField key={kind} disabled={save.isPending} {...form.register(`emailOn.${kind}`)}>
            {notificationKindLabels[kind]}
          </CheckboxField>
        ))}
      </fieldset>
      {matchDigest ? (
        <MatchDigestChoice disabled={save.isPending} field={form.register('matchDigest')} />
      ) : null}
      {save.isError ? <FormAlert message={errorMessageOf(save.error)} /> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save email settings'}
        </Button>
      </div>
    </form>
  );
}

export function EmailNotificationsSection({ role }: { role: Role }) {
  const preferences = useNotificationPreferences();
  if (preferences.isPending) return <p className="text-slate-700">Loading your email settings...</p>;
  if (preferences.isError) {
    return (
      <LoadError message="Failed to load your email settings." onRetry={() => void preferences.refetch()} />
    );
  }
  return (
    <PreferencesForm
      role={role}
      emailOff={preferences.data.emailOff}
      matchDigest={preferences.data.matchDigest}
    />
  );
}
