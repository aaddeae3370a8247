import { Link, Navigate } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { Container } from '../../components/ui/container';
import { DashboardLoading } from '../../components/ui/loading-state';
import { ProfileLoadError } from '../../layouts/profile-load-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCandidateProfile } from './api/candidate-profile';
import { HiddenOrganisationsSection } from './components/hidden-organisations-section';
import { MediaSection } from './components/media-section';
import { ProfileDetailsForm } from './components/profile-details-form';
import { ProfileListEditor } from './components/profile-list-editor';

export function CandidateProfilePage() {
  useDocumentTitle('Your profile');
  const query = useCandidateProfile();
  if (query.isPending) return <DashboardLoading />;
  if (query.isError) return <ProfileLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { profile, completion } = query.data;
  if (!profile.registrationComplete) return <Navigate to={paths.platform.candidateRegister} replace />;
  return (
    <Container className="flex max-w-4xl flex-col gap-8 py-10 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Your profile</h1>
          <p className="text-slate-600">
            <Link to={paths.platform.candidate} className="text-brand-800 underline">
              Back to your dashboard
            </Link>
          </p>
        </div>
        <p className="text-slate-700" aria-live="polite">
          Profile strength: <strong data-testid="profile-percentage">{completion.percentage}%</strong> ·{' '}
          <strong data-testid="profile-label">{completion.label}</strong>
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <MediaSection slot="photo" profile={profile} />
        <MediaSection slot="video" profile={profile} />
      </div>
      <ProfileDetailsForm profile={profile} />
      <ProfileListEditor list="skills" items={profile.skills} />
      <ProfileListEditor list="experience" items={profile.experience} />
      <ProfileListEditor list="qualifications" items={profile.qualifications} />
      <HiddenOrganisationsSection />
    </Container>
  );
}
