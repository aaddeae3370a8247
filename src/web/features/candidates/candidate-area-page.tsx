import { ArrowRight, CircleAlert, FileText, Inbox, MessagesSquare, Settings, UserRound } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { normaliseTier } from '../../../shared/accounts/roles';
import type { Completion, CompletionSection } from '../../../shared/candidates/completion';
import { candidateMessages, tierLabels } from '../../../shared/candidates/profile.constants';
import { arrsRoleName } from '../../../shared/content/arrs-roles';
import { paths } from '../../../shared/routing/paths';
import { TierBadge } from '../../components/profile/tier-choice';
import { Container } from '../../components/ui/container';
import { DashboardLoading } from '../../components/ui/loading-state';
import { ShortcutNav } from '../../components/ui/shortcut-nav';
import { ProfileLoadError } from '../../layouts/profile-load-error';
import { accountSettingsPaths } from '../../lib/session/area-access';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCandidateProfile } from './api/candidate-profile';
import { AwaitingAnswerCard } from './components/awaiting-answer-card';
import { DocumentsAttentionCard } from './components/documents-attention-card';
import { SearchVisibilityCard } from './components/search-visibility-card';
import { type ListCounts, nextStepText } from './model/next-step-text';

export const sectionAnchors: Record<CompletionSection, string> = {
  profilePhoto: 'photo',
  profileVideo: 'video',
  strapline: 'details',
  arrsRole: 'details',
  experienceBand: 'details',
  skills: 'skills',
  availableFrom: 'availability',
  workRadius: 'availability',
  location: 'availability',
  employmentPreferences: 'availability',
  qualifications: 'qualifications',
  workExperience: 'experience',
  contactDetails: 'contact',
};

interface CompletionCardProps {
  completion: Completion;
  listCounts: ListCounts;
  /** Community Members are never shown to employers, whatever the profile holds (the server's rule). */
  searchableTier: boolean;
}

function CompletionCard({ completion, listCounts, searchableTier }: CompletionCardProps) {
  const nextSteps = completion.nextSteps.slice(0, 4);
  return (
    <section
      data-tour="candidate-completion"
      aria-labelledby="completion-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="completion-heading" className="font-semibold text-slate-900 text-xl">
        Profile strength
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <p className="font-bold text-4xl text-slate-900" data-testid="completion-percentage">
          {completion.percentage}%
        </p>
        <p className="pb-1 font-semibold text-brand-800 text-lg" data-testid="strength-label">
          {completion.label}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Profile completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completion.percentage}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${completion.percentage}%` }} />
      </div>
      {searchableTier ? null : (
        <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-amber-900 text-sm" role="note">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {candidateMessages.communityNotSearchable}{' '}
            <Link to={`${accountSettingsPaths.candidate}#tier-heading`} className="font-semibold underline">
              Change your tier
            </Link>
          </span>
        </p>
      )}
      {completion.findableByEmployers ? null : (
        <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-amber-900 text-sm" role="note">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {candidateMessages.notFindable}
        </p>
      )}
      {nextSteps.length > 0 ? (
        <div className="flex flex-col gap-2" data-tour="candidate-next-steps">
          <h3 className="font-medium text-slate-900">Next steps</h3>
          <ul className="flex flex-col gap-1">
            {nextSteps.map((step) => (
              <li key={step.section}>
                <Link
                  to={`${paths.platform.candidateProfile}#${sectionAnchors[step.section]}`}
                  className="flex min-h-10 items-center justify-between gap-3 rounded-md px-3 py-2 text-brand-800 hover:bg-brand-50"
                >
                  <span>{nextStepText(step, listCounts)}</span>
                  <span className="flex items-center gap-1 text-slate-600 text-sm">
                    +{step.pointsToGain} points
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-slate-700">Your profile is complete.</p>
      )}
    </section>
  );
}

const shortcuts = [
  { to: paths.platform.candidateOpportunities, label: 'Opportunities', icon: Inbox },
  { to: paths.platform.candidateMatches, label: 'Matched vacancies', icon: Inbox },
  { to: paths.platform.candidateApplications, label: 'My applications', icon: FileText },
  { to: paths.platform.candidateProfile, label: 'Edit profile', icon: UserRound },
  { to: paths.platform.candidateDocuments, label: 'Documents', icon: FileText },
  { to: paths.platform.community, label: 'Community', icon: MessagesSquare },
  { to: accountSettingsPaths.candidate, label: 'Account settings', icon: Settings },
] as const;

/** Unregistered candidates go to the registration step. */
export function CandidateAreaPage() {
  useDocumentTitle('Candidate dashboard');
  const query = useCandidateProfile();
  if (query.isPending) return <DashboardLoading />;
  if (query.isError) return <ProfileLoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { profile, completion, benefits } = query.data;
  if (!profile.registrationComplete) return <Navigate to={paths.platform.candidateRegister} replace />;
  const tier = normaliseTier(profile.profileTier);
  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight" data-tour="candidate-welcome">
          Welcome, {profile.fullName}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-slate-600">
          {arrsRoleName(profile.arrsRole) ?? 'No role chosen yet'}
          <span aria-hidden="true">·</span>
          {tierLabels[tier].label}
          <TierBadge tier={tier} />
        </p>
      </header>
      {profile.placementQuestion ? <SearchVisibilityCard profile={profile} /> : null}
      <AwaitingAnswerCard />
      <DocumentsAttentionCard />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <CompletionCard
          completion={completion}
          searchableTier={tier !== 'community'}
          listCounts={{
            skills: profile.skills.length,
            qualifications: profile.qualifications.length,
            workExperience: profile.experience.length,
          }}
        />
        <ShortcutNav label="Candidate area" shortcuts={shortcuts} tour="candidate-shortcuts" />
      </div>
      {/* What the profile has unlocked and what the next benefit needs, in the server's words. */}
      <section aria-label="Profile benefits" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 className="font-semibold text-slate-900 text-xl">Profile benefits</h2>
        <p>{benefits.summary}</p>
        <p className="font-medium text-brand-800">{benefits.next}</p>
      </section>
      {profile.placementQuestion ? null : <SearchVisibilityCard profile={profile} />}
    </Container>
  );
}
