import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import type { Organisation } from '../../../../shared/marketplace/organisation.schemas';
import { OrganisationStatusBadge } from '../../../components/organisation/organisation-status-badge';

export const verificationExplained =
  'Our team checks your ODS code against NHS records before your organisation can search professionals. Candidate profiles are visible only to verified employers.';

const nextSteps: Record<Exclude<Organisation['status'], 'verified'>, { owner: string; member: string }> = {
  pending: {
    owner:
      'We will e-mail everyone in your organisation once it is verified. You can then invite your colleagues.',
    member: 'We will e-mail everyone in your organisation once it is verified.',
  },
  rejected: {
    owner:
      'If the ODS code was wrong, correct it in the organisation details below and our team will check it again.',
    member: 'Your organisation’s owner can correct its details so that our team checks them again.',
  },
  revoked: {
    owner:
      'Search and candidate profiles are closed to your team until our team verifies your organisation again.',
    member:
      'Search and candidate profiles are closed to your team until our team verifies your organisation again.',
  },
};

export function VerificationCard({
  organisation,
  isOwner,
}: {
  organisation: Pick<Organisation, 'status' | 'statusReason'>;
  isOwner: boolean;
}) {
  const headingId = useId();
  const { status } = organisation;
  if (status === 'verified') return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900 text-xl">
          <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
          Verification
        </h2>
        <OrganisationStatusBadge status={status} />
      </div>
      <p className="text-slate-700">{verificationExplained}</p>
      {organisation.statusReason ? (
        <div className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          <p className="font-semibold text-sm">Reason given by our team</p>
          <p className="break-words" data-testid="organisation-status-reason">
            {organisation.statusReason}
          </p>
        </div>
      ) : null}
      <p className="text-slate-600 text-sm">{nextSteps[status][isOwner ? 'owner' : 'member']}</p>
    </section>
  );
}
