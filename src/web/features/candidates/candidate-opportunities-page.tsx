import { CircleAlert } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { normaliseTier } from '../../../shared/accounts/roles';
import { paths } from '../../../shared/routing/paths';
import { Container } from '../../components/ui/container';
import { LoadError } from '../../components/ui/load-error';
import { DashboardLoading } from '../../components/ui/loading-state';
import { ProfileLoadError } from '../../layouts/profile-load-error';
import { accountSettingsPaths } from '../../lib/session/area-access';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCandidateProfile } from './api/candidate-profile';
import { useCandidateOpportunities } from './api/get-opportunities';
import { CandidateOpportunityCard } from './components/candidate-opportunity-card';
import { ConsentReceiptsSection } from './components/consent-receipts-section';

/** Why no employer reaches the candidate, when something in their profile or tier stops it. */
function FindableHint({ findable, community }: { findable: boolean; community: boolean }) {
  if (findable && !community) {
    return (
      <p className="text-slate-700">
        Employers find you only when your profile is findable, and yours is. When a verified employer would
        like to talk to you, their offer appears here.
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-amber-900 text-sm" role="note">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Employers find you only when your profile is findable.{' '}
        {community ? (
          <>
            As a community member you are not listed:{' '}
            <Link to={accountSettingsPaths.candidate} className="underline">
              change your profile tier
            </Link>
            .
          </>
        ) : (
          <>
            Add a work radius and a valid UK home postcode to{' '}
            <Link to={`${paths.platform.candidateProfile}#availability`} className="underline">
              your profile
            </Link>
            .
          </>
        )}
      </span>
    </p>
  );
}

export function CandidateOpportunitiesPage() {
  useDocumentTitle('Opportunities');
  const profile = useCandidateProfile();
  const inbox = useCandidateOpportunities();
  if (profile.isPending) return <DashboardLoading />;
  if (profile.isError)
    return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data.profile.registrationComplete)
    return <Navigate to={paths.platform.candidateRegister} replace />;
  const findable = profile.data.completion.findableByEmployers;
  const community = normaliseTier(profile.data.profile.profileTier) === 'community';
  const opportunities = inbox.data?.opportunities ?? [];
  const awaiting = opportunities.filter((opportunity) => opportunity.status === 'sent').length;

  return (
    <Container className="flex max-w-4xl flex-col gap-10 py-10 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Opportunities</h1>
        <p className="text-slate-600">
          Verified employers send you opportunities; you decide. Nobody sees your name or contact details
          until you approve one, and you can withdraw an approval at any time.{' '}
          <Link to={paths.platform.candidate} className="text-brand-800 underline">
            Back to your dashboard
          </Link>
        </p>
      </header>
      <section aria-labelledby="inbox-heading" className="flex flex-col gap-4">
        <h2 id="inbox-heading" className="font-semibold text-slate-900 text-xl">
          Your opportunities
          {awaiting > 0 ? (
            <span className="font-normal text-slate-700"> ({awaiting} awaiting your answer)</span>
          ) : null}
        </h2>
        {inbox.isPending ? (
          <p className="text-slate-700">Loading your opportunities...</p>
        ) : inbox.isError ? (
          <LoadError message="Failed to load your opportunities." onRetry={() => void inbox.refetch()} />
        ) : opportunities.length === 0 ? (
          <div className="flex flex-col gap-3 rounded-xl border border-slate-300 border-dashed p-6">
            <p className="font-semibold text-slate-900">No opportunities yet</p>
            <FindableHint findable={findable} community={community} />
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            {opportunities.map((opportunity) => (
              <CandidateOpportunityCard key={opportunity.id} opportunity={opportunity} />
            ))}
          </div>
        )}
      </section>
      <ConsentReceiptsSection />
    </Container>
  );
}
