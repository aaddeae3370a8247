import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { inviteCreateSchema } from '../../../../shared/marketplace/organisation.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useInviteColleague } from '../api/invite-colleague';

type InviteValues = z.input<typeof inviteCreateSchema>;

export function InviteForm() {
  const invite = useInviteColleague();
  const form = useForm<InviteValues>({
    resolver: zodResolver(inviteCreateSchema, undefined, { raw: true }),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await invite.mutateAsync(email);
      notify.success('Invitation sent', { description: email.trim() });
      form.reset();
    } catch (error) {
      form.setError('root.server', { message: errorMessageOf(error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invite a colleague" className="flex flex-col gap-3">
      <FormAlert message={errors.root?.server?.message} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Colleague’s email"
          type="email"
          autoComplete="off"
          hint="They receive a link to join, valid for 14 days."
          className="flex-1"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
          <Send aria-hidden="true" className="size-4" />
          {isSubmitting ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
