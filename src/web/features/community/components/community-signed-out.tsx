import { LogIn, Users } from 'lucide-react';
import { paths } from '../../../../shared/routing/paths';
import { LinkButton } from '../../../components/ui/link-button';

export function CommunitySignedOut() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <Users aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Join the Healthcare Community</h1>
      <p className="text-slate-600">Please sign in to participate in discussions and view community posts.</p>
      <LinkButton to={paths.platform.auth} size="lg">
        <LogIn aria-hidden="true" className="size-5" />
        Sign In
      </LinkButton>
    </div>
  );
}
