import { BriefcaseBusiness, MessagesSquare, Settings } from 'lucide-react';
import { Navigate } from 'react-router';
import type { MyOrganisationResponse, Organisation } from '../../../shared/marketplace/organisation.schemas';
import { paths } from '../../../shared/routing/paths';
import { OrganisationStatusBadge } from '../../components/organisation/organisation-status-badge';
import { Container } from '../../components/ui/container';
import { DashboardLoading } from '../../components/ui/loading-state';
import { ShortcutNav } from '../../components/ui/shortcut-nav';
import { accountSettingsPaths } from '../../lib/session/area-access';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyOrganisation } from './api/get-my-organisation';
import { FindProfessionalsCard } from './components/find-professionals-card';
import { OrganisationLoadError } from './components/organisation-load-error';
import { OrganisationProfileSection } from './components/organisation-profile-section';
import { TeamSection } from './components/team-section';
import { VerificationCard } from './components/verification-card';

const vacanciesShortcut = {
  to: paths.platform.employerVacancies,
  label: 'Your vacancies',
  icon: BriefcaseBusiness,
};
const shortcuts = [
  { to: paths.platform.community, label: 'Community', icon: MessagesSquare },
  { to: accountSettingsPaths.employer, label: 'Account settings', icon: Settings },
];

/** Limited (no search) until our team has verified the organisation. */
export function EmployerAreaPage() {
  useDocumentTitle('Employer dashboard');
  const query = useMyOrganisation();
  if (query.isPending) return <DashboardLoading />;
  if (query.isError) return <OrganisationLoadError onRetry={() => void query.refetch()} />;
  const { organisation } = query.data;
  if (!organisation) return <Navigate to={paths.platform.employerRegister} replace />;
  return <Dashboard organisation={organisation} data={query.data} />;
}

function Dashboard({ organisation, data }: { organisation: Organisation; data: MyOrganisationResponse }) {
  const isOwner = data.membership === 'owner';
  const verified = organisation.status === 'verified';
  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      <header className="flex flex-col gap-2">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Employer area</p>
        <h1 className="break-words font-bold text-3xl text-slate-900 tracking-tight">{organisation.name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-slate-600">
          {isOwner ? 'You are the owner' : 'You are a member'}
          <span aria-hidden="true">·</span>
          <OrganisationStatusBadge status={organisation.status} />
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          {verified ? (
            <FindProfessionalsCard />
          ) : (
            <VerificationCard organisation={organisation} isOwner={isOwner} />
          )}
          <OrganisationProfileSection organisation={organisation} isOwner={isOwner} />
          <TeamSection
            organisationName={organisation.name}
            members={data.members}
            invites={data.invites}
            isOwner={isOwner}
            verified={verified}
          />
        </div>
        {/* Only a verified organisation may post vacancies. */}
        <ShortcutNav
          label="Employer area"
          shortcuts={verified ? [vacanciesShortcut, ...shortcuts] : shortcuts}
        />
      </div>
    </Container>
  );
}
