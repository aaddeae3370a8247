import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { roleNameOf } from '../../../components/opportunities/opportunity-facts';
import { LoadError } from '../../../components/ui/load-error';
import { accountSettingsPaths } from '../../../lib/session/area-access';
import { formatDateTime } from '../../../lib/uk-dates';
import { consentReceiptDownloadPath, useConsentReceipts } from '../api/get-consent-receipts';

export function ConsentReceiptsSection() {
  const receipts = useConsentReceipts();
  return (
    <section aria-labelledby="receipts-heading" className="flex flex-col gap-3">
      <h2 id="receipts-heading" className="font-semibold text-slate-900 text-xl">
        Consent receipts
      </h2>
      <p className="text-slate-600">
        Each time you approve an opportunity we keep a receipt of what you agreed to share, with whom and
        when. Your CV is shared only while you consent to CV sharing with employers (
        <Link to={`${accountSettingsPaths.candidate}#consents-heading`} className="text-brand-800 underline">
          your consents
        </Link>
        ): withdraw that consent and no organisation can download it any more, whatever a receipt lists.
      </p>
      {receipts.isPending ? (
        <p className="text-slate-700">Loading your receipts...</p>
      ) : receipts.isError ? (
        <LoadError message="Failed to load your consent receipts." onRetry={() => void receipts.refetch()} />
      ) : receipts.data.receipts.length === 0 ? (
        <p className="text-slate-700">No receipts yet: you have not approved an opportunity.</p>
      ) : (
        <ul aria-labelledby="receipts-heading" className="flex flex-col gap-3">
          {receipts.data.receipts.map((receipt) => {
            const role = roleNameOf(receipt.role);
            return (
              <li
                key={receipt.id}
                className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="text-slate-600">Organisation</dt>
                  <dd className="font-medium text-slate-900">{receipt.organisationName}</dd>
                  <dt className="text-slate-600">Role</dt>
                  <dd className="text-slate-900">{role}</dd>
                  <dt className="text-slate-600">Shared</dt>
                  <dd className="text-slate-900">{receipt.sharedFields.join(', ')}</dd>
                  <dt className="text-slate-600">Approved</dt>
                  <dd className="text-slate-900">
                    <time dateTime={receipt.approvedAt}>{formatDateTime(receipt.approvedAt)}</time>
                  </dd>
                  <dt className="text-slate-600">Withdrawn</dt>
                  <dd className="text-slate-900">
                    {receipt.withdrawnAt ? (
                      <time dateTime={receipt.withdrawnAt}>{formatDateTime(receipt.withdrawnAt)}</time>
                    ) : (
                      'Not withdrawn'
                    )}
                  </dd>
                  <dt className="text-slate-600">Consent version</dt>
                  <dd className="text-slate-900">{receipt.consentVersion}</dd>
                </dl>
                <a
                  href={consentReceiptDownloadPath(receipt.id)}
                  download
                  className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-md px-3 font-semibold text-brand-700 text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <Download aria-hidden="true" className="size-4" />
                  Download receipt
                  <span className="sr-only">
                    {' '}
                    for {role} with {receipt.organisationName}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
