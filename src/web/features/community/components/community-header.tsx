import { ArrowLeft, Plus } from 'lucide-react';
import type { Role } from '../../../../shared/accounts/roles';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { dashboardLinkFor } from '../model/dashboard-link';
import { TourButton } from './tour-button';

interface CommunityHeaderProps {
  role: Role;
  onCreatePost: () => void;
}

/** Back to the role's dashboard, the heading, Create Post and Take Community Tour (spec §2.8). */
export function CommunityHeader({ role, onCreatePost }: CommunityHeaderProps) {
  const dashboard = dashboardLinkFor(role);
  return (
    <div className="flex flex-col gap-4">
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
