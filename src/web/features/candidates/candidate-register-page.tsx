import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { normaliseTier } from '../../../shared/accounts/roles';
import {
  type CandidateProfile,
  type RegistrationInput,
  registrationSchema,
} from '../../../shared/candidates/profile.schemas';
import { paths } from '../../../shared/routing/paths';
import { ArrsRoleSelect } from '../../components/form/arrs-role-select';
import { FormAlert } from '../../components/form/form-alert';
import { TierChoice } from '../../components/profile/tier-choice';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { DashboardLoading } from '../../components/ui/loading-state';
import { ProfileLoadError } from '../../layouts/profile-load-error';
import { errorMessageOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCandidateProfile, useRegister } from './api/candidate-profile';
import { AvailabilityFields } from './components/availability-fields';
import { RolesOfInterestField } from './components/roles-of-interest-field';

function defaultsFrom(profile: CandidateProfile): RegistrationInput {
  return {
    arrsRole: profile.arrsRole ?? '',
    rolesOfInterest: profile.rolesOfInterest,
    profileTier: normaliseTier(
      profile.profileTier === 'community' && !profile.registrationComplete
        ? 'portfolio'
        : profile.profileTier,
    ),
    availableFrom: profile.availableFrom,
    workRadiusKm: profile.workRadiusKm,
    homePostcode: profile.homePostcode ?? '',
  };
}

export function CandidateRegisterPage() {
  useDocumentTitle('Candidate registration');
  const profile = useCandidateProfile();
  if (profile.isPending) return <DashboardLoading />;
  if (profile.isError)
    return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return <RegistrationForm profile={profile.data.profile} />;
}

function RegistrationForm({ profile }: { profile: CandidateProfile }) {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema, undefined, { raw: true }),
    defaultValues: defaultsFrom(profile),
  });
  const { errors } = form.formState;

  if (register.isSuccess) return <Navigate to={paths.platform.candidate} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
      void navigate(paths.platform.candidate, { replace: true });
    } catch {
      // Shown by the alert below.
    }
  });

  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">
          Complete your professional profile
        </h1>
        <p className="text-slate-600">
          Tell us your role and where you can work. You can change all of this later in your profile.
        </p>
      </header>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-6"
        aria-label="Candidate registration"
      >
        {register.isError ? <FormAlert message={errorMessageOf(register.error)} /> : null}
        <ArrsRoleSelect
          label="Your ARRS role"
          emptyLabel="Choose a role…"
          error={errors.arrsRole?.message}
          {...form.register('arrsRole')}
        />
        <Controller
          control={form.control}
          name="rolesOfInterest"
          render={({ field, fieldState }) => (
            <RolesOfInterestField
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="profileTier"
          render={({ field }) => <TierChoice value={field.value} onChange={field.onChange} />}
        />
        <AvailabilityFields register={form.register} errors={errors} />
        <p className="text-slate-600 text-sm">
          Employers search by distance: without a work radius and a valid UK postcode they cannot find your
          profile.
        </p>
        <div>
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving...' : 'Complete registration'}
          </Button>
        </div>
      </form>
    </Container>
  );
}
