import { ArrowLeft, Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { normaliseTier, type ProfileTier, type Role } from '../../../../shared/accounts/roles';
import { paths } from '../../../../shared/routing/paths';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { dashboardLinkFor } from '../model/dashboard-link';
import { TourButton } from './tour-button';

interface CommunityHeaderProps {
  role: Role;
  tier: ProfileTier;
  onCreatePost: () => void;
}

export function CommunityHeader({ role, tier, onCreatePost }: CommunityHeaderProps) {
  const dashboard = dashboardLinkFor(role);
  const communityMember = role === 'candidate' && normaliseTier(tier) === 'community';
  return (
    <div className="flex flex-col gap-4">
      {communityMember ? (
        <p className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-700/30 bg-brand-50 p-3 text-slate-800 text-sm">
          <Sparkles aria-hidden="true" className="size-4 text-brand-700" />
          As a Community Member your profile is not shown to employers.
          <Link
            to={`${paths.platform.candidate}/settings#tier-heading`}
            className="font-semibold text-brand-800 underline"
          >
            Upgrade to a Professional Portfolio
          </Link>
        </p>
      ) : null}
      <div>
        <LinkButton to={dashboard.to} variant="ghost" className="-ml-3">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {dashboard.label}
        </LinkButton>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div data-tour="community-header">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Healthcare Community</h1>
          <p className="mt-1 text-slate-600">
            Share knowledge, ask questions and support colleagues across primary and community care.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <TourButton role={role} />
          <Button data-tour="community-create-post" onClick={onCreatePost}>
            <Plus aria-hidden="true" className="size-4" />
            Create Post
          </Button>
        </div>
      </div>
    </div>
  );
}
