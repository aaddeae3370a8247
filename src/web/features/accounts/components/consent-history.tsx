import type { ConsentsResponse } from '../../../../shared/accounts/account-api';
import { consentLabels } from '../../../../shared/accounts/consents';
import { formatDateTime } from '../../../lib/uk-dates';

export function ConsentHistory({ history }: { history: ConsentsResponse['history'] }) {
  const entries = [...history].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section aria-labelledby="consent-history-heading">
      <h3 id="consent-history-heading" className="font-semibold text-slate-900">
        Consent history
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-600 text-sm">No consent changes are recorded yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="border-slate-200 border-b text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Consent
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Change
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Version
                </th>
                <th scope="col" className="py-2 font-medium">
                  Date
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <tr key={`${entry.createdAt}:${entry.consentType}:${entry.given}`}>
                  <td className="py-2 pr-4">{consentLabels[entry.consentType]}</td>
                  <td className="py-2 pr-4">{entry.given ? 'Given' : 'Withdrawn'}</td>
                  <td className="py-2 pr-4">{entry.consentVersion}</td>
                  <td className="py-2">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
