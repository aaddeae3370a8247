import { Users } from 'lucide-react';
import { useId } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { errorMessageOf } from '../../../lib/api-client';
import { useAcceptInvite } from '../api/accept-invite';

interface InvitationOfferProps {
  /** Known when the invitation was sent to the signed-in address; a link's token alone does not tell. */
  organisationName: string | undefined;
  /** The one-time token of the invitation link (?invite=), when the user came by it. */
  token: string | undefined;
  onRegisterInstead: () => void;
}

/** A colleague invited this employer: join their organisation rather than register another. */
export function InvitationOffer({ organisationName, token, onRegisterInstead }: InvitationOfferProps) {
  const headingId = useId();
  const accept = useAcceptInvite();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900 text-xl">
        <Users aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {organisationName
          ? `You have been invited to join ${organisationName}`
          : 'You have been invited to join an organisation'}
      </h2>
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
    </section>
  );
}
