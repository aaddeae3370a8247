import { UserMinus, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { organisationMessages } from '../../../../shared/marketplace/organisation.constants';
import type { MyOrganisationResponse } from '../../../../shared/marketplace/organisation.schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InlineLoading } from '../../../components/ui/loading-state';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { formatDay } from '../../../lib/uk-dates';
import { useCancelInvite } from '../api/cancel-invite';
import { useRemoveMember } from '../api/remove-member';

// The invitation form and its check (zod) load after the page: only owners see it.
const InviteForm = lazy(() => import('./invite-form').then((m) => ({ default: m.InviteForm })));

type Member = MyOrganisationResponse['members'][number];
type Invite = MyOrganisationResponse['invites'][number];

const roleLabels: Record<Member['role'], string> = { owner: 'Owner', member: 'Member' };

interface TeamSectionProps {
  organisationName: string;
  members: Member[];
  invites: Invite[];
  isOwner: boolean;
  /** Only a verified organisation sends invitations (docs/product/organisations.md). */
  verified: boolean;
}

export function TeamSection({ organisationName, members, invites, isOwner, verified }: TeamSectionProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<Member>();
  const remove = useRemoveMember();

  const confirmRemoval = async (member: Member) => {
    try {
      await remove.mutateAsync(member.userId);
      notify.success('Member removed', { description: member.name });
      setRemoving(undefined);
      // Their row (and its Remove button, where focus would return) is gone: focus goes to the section.
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      notify.error('Failed to remove member', { description: errorMessageOf(error) });
      setRemoving(undefined);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="font-semibold text-slate-900 text-xl focus:outline-none"
      >
        Team
      </h2>
      <ul aria-label="Members" className="flex flex-col divide-y divide-slate-200">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {member.name}
                <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-700 text-xs">
                  {roleLabels[member.role]}
                </span>
              </p>
              <p className="break-all text-slate-600 text-sm">{member.email}</p>
              <p className="text-slate-600 text-sm">Joined {formatDay(member.joinedAt)}</p>
            </div>
            {isOwner && member.role !== 'owner' ? (
              <Button
                variant="secondary"
                aria-label={`Remove ${member.name}`}
                onClick={() => setRemoving(member)}
              >
                <UserMinus aria-hidden="true" className="size-4" />
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {isOwner ? (
        <>
          {verified ? (
            <>
              {members.length <= 1 ? (
                <p className="text-slate-600 text-sm">
                  Only you so far. Invite colleagues so that they can work with you here.
                </p>
              ) : null}
              <Suspense fallback={<InlineLoading text="Loading the invitation form..." />}>
                <InviteForm />
              </Suspense>
            </>
          ) : (
            <p data-testid="invite-needs-verification" className="text-slate-600 text-sm">
              {organisationMessages.inviteNeedsVerification}
            </p>
          )}
          <OpenInvites invites={invites} />
        </>
      ) : (
        <p className="text-slate-600 text-sm">Only your organisation’s owner can invite colleagues.</p>
      )}
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          description={`${removing.name} will no longer belong to ${organisationName}. Their account stays; you can invite them again later.`}
          confirmLabel="Remove"
          destructive
          busy={remove.isPending}
          onConfirm={() => void confirmRemoval(removing)}
          onCancel={() => setRemoving(undefined)}
        />
      ) : null}
    </section>
  );
}

function OpenInvites({ invites }: { invites: Invite[] }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancel = useCancelInvite();

  const cancelInvite = async (invite: Invite) => {
    try {
      await cancel.mutateAsync(invite.id);
      notify.success('Invitation cancelled', { description: invite.email });
      // The row and the button that had focus are gone: focus goes to the list's heading.
      headingRef.current?.focus();
    } catch (error) {
      notify.error('Failed to cancel invitation', { description: errorMessageOf(error) });
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <h3
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        className="font-semibold text-slate-900 focus:outline-none"
      >
        Open invitations
      </h3>
      {invites.length === 0 ? (
        <p className="text-slate-600 text-sm">No open invitations.</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-slate-200">
          {invites.map((invite) => (
            <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="break-all font-medium text-slate-900">{invite.email}</p>
                <p className="text-slate-600 text-sm">
                  Sent {formatDay(invite.createdAt)} · expires {formatDay(invite.expiresAt)}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={`Cancel the invitation to ${invite.email}`}
                onClick={() => void cancelInvite(invite)}
                disabled={cancel.isPending}
              >
                <X aria-hidden="true" className="size-4" />
                Cancel
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
