import { zodResolver } from '@hookform/resolvers/zod';
import { EyeOff, PartyPopper, Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ProfileTier } from '../../../../shared/accounts/roles';
import { type CandidateProfile, searchVisibilitySchema } from '../../../../shared/candidate/profile.schemas';
import { arrsRoleName } from '../../../../shared/content/arrs-roles';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { CalloutCard } from '../../../components/ui/callout-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSetSearchVisibility } from '../api/candidate-profile';

type FindableTier = Extract<ProfileTier, 'portfolio' | 'active_seeker'>;
const findableTiers: { tier: FindableTier; label: string }[] = [
  { tier: 'active_seeker', label: 'Active Job Seeker: I am looking for my next role' },
  { tier: 'portfolio', label: 'Professional Portfolio: employers may find me, I am not looking' },
];

/** Showing the profile to employers again, with the tier and availability that go with it. */
function ShowAgainForm({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
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

/**
 * Whether employers can find the candidate: the question a placement asks, the way back into search
 * after leaving it, and the way out of it. Community Members are never findable, so it is not shown
 * to them.
 */
export function SearchVisibilityCard({ profile }: { profile: CandidateProfile }) {
  const save = useSetSearchVisibility();
  const [showing, setShowing] = useState(false);
  const [confirmingHide, setConfirmingHide] = useState(false);
  if (profile.profileTier === 'community') return null;

  const keepOut = async () => {
    try {
      await save.mutateAsync({ findable: false });
      notify.success('Your profile is out of employer search');
      setConfirmingHide(false);
    } catch (error) {
      notify.error(errorMessageOf(error));
    }
  };

  const question = profile.placementQuestion;
  if (question) {
    return (
      <CalloutCard icon={PartyPopper} title="Congratulations on your new role">
        <p className="text-slate-700">
          You were placed as {arrsRoleName(question.role) ?? question.role} with {question.organisationName}.
          We have taken your profile out of employer search until you tell us what you would like.
        </p>
        {showing ? (
          <ShowAgainForm profile={profile} onDone={() => setShowing(false)} />
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setShowing(true)}>Show my profile to employers again</Button>
            <Button variant="secondary" disabled={save.isPending} onClick={() => void keepOut()}>
              Keep me out of search
            </Button>
          </div>
        )}
      </CalloutCard>
    );
  }

  return (
    <section
      aria-labelledby="search-visibility-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2
        id="search-visibility-heading"
        className="flex items-center gap-2 font-semibold text-slate-900 text-xl"
      >
        {profile.hiddenFromSearch ? (
          <EyeOff aria-hidden="true" className="size-5 text-slate-600" />
        ) : (
          <Search aria-hidden="true" className="size-5 text-brand-700" />
        )}
        Employer search
      </h2>
      <p className="text-slate-700">
        {profile.hiddenFromSearch
          ? 'Your profile is out of employer search: no employer can find it or send you an opportunity.'
          : 'Verified employers can find your anonymised profile. Your name stays private until you approve an opportunity.'}
      </p>
      {showing ? (
        <ShowAgainForm profile={profile} onDone={() => setShowing(false)} />
      ) : (
        <div>
          {profile.hiddenFromSearch ? (
            <Button onClick={() => setShowing(true)}>Show my profile to employers again</Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirmingHide(true)}>
              Take my profile out of search
            </Button>
          )}
        </div>
      )}
      {confirmingHide ? (
        <ConfirmDialog
          title="Take your profile out of employer search?"
          description="Employers will no longer find you or send you new opportunities. Opportunities you already have are not affected, and you can show your profile again at any time."
          confirmLabel="Take it out of search"
          busy={save.isPending}
          onConfirm={() => void keepOut()}
          onCancel={() => setConfirmingHide(false)}
        />
      ) : null}
    </section>
  );
}
