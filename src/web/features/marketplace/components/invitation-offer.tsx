import { Users } from 'lucide-react';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { CalloutCard } from '../../../components/ui/callout-card';
import { errorMessageOf } from '../../../lib/api-client';
import { useAcceptInvite } from '../api/accept-invite';

interface InvitationOfferProps {
  /** Known when the invitation was sent to the signed-in address; a link's token alone does not tell. */
  organisationName: string | undefined;
  token: string | undefined;
  onRegisterInstead: () => void;
}

export function InvitationOffer({ organisationName, token, onRegisterInstead }: InvitationOfferProps) {
  const accept = useAcceptInvite();
  return (
    <CalloutCard
      icon={Users}
      title={
        organisationName
          ? `You have been invited to join ${organisationName}`
          : 'You have been invited to join an organisation'
      }
    >
      <p className="text-slate-700">
        Join to work with your colleagues: you share the organisation’s verification, its details and its
        team.
      </p>
      {accept.isError ? <FormAlert message={errorMessageOf(accept.error)} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {/* Once joined, the answer holds the organisation and the page moves on to the dashboard. */}
        <Button size="lg" onClick={() => accept.mutate(token)} disabled={accept.isPending}>
          {accept.isPending ? 'Joining...' : 'Join'}
        </Button>
        <Button variant="ghost" onClick={onRegisterInstead} disabled={accept.isPending}>
          Register a different organisation instead
        </Button>
      </div>
    </CalloutCard>
  );
}
