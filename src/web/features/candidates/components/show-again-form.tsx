import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ProfileTier } from '../../../../shared/accounts/roles';
import { type CandidateProfile, searchVisibilitySchema } from '../../../../shared/candidates/profile.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSetSearchVisibility } from '../api/candidate-profile';

type FindableTier = Extract<ProfileTier, 'portfolio' | 'active_seeker'>;
const findableTiers: { tier: FindableTier; label: string }[] = [
  { tier: 'active_seeker', label: 'Active Job Seeker: I am looking for my next role' },
  { tier: 'portfolio', label: 'Professional Portfolio: employers may find me, I am not looking' },
];

export function ShowAgainForm({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
  const save = useSetSearchVisibility();
  const form = useForm<
    z.input<typeof searchVisibilitySchema>,
    unknown,
    z.output<typeof searchVisibilitySchema>
  >({
    resolver: zodResolver(searchVisibilitySchema),
    defaultValues: {
      findable: true,
      profileTier: profile.profileTier === 'active_seeker' ? 'active_seeker' : 'portfolio',
      availableFrom: undefined,
    },
  });
  const submit = form.handleSubmit(async (choice) => {
    try {
      await save.mutateAsync(choice);
      notify.success('Employers can find your profile again');
      onDone();
    } catch (error) {
      form.setError('root', { message: errorMessageOf(error) });
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Show my profile to employers"
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-slate-900 text-sm">How should employers see you?</legend>
        {findableTiers.map(({ tier, label }) => (
          <label key={tier} className="flex min-h-10 items-center gap-2 text-slate-800">
            <input
              type="radio"
              value={tier}
              className="size-4 accent-brand-700"
              {...form.register('profileTier')}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Available from (optional)"
        type="date"
        hint={profile.availableFrom ? `Now ${profile.availableFrom}. Leave blank to keep it.` : undefined}
        error={form.formState.errors.availableFrom?.message}
        className="max-w-64"
        {...form.register('availableFrom', {
          setValueAs: (value: string) => (value === '' ? undefined : value),
        })}
      />
      {form.formState.errors.root?.message ? (
        <FormAlert message={form.formState.errors.root.message} />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Show my profile to employers'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
