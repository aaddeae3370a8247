import { useEffect, useState } from 'react';
import { type ConsentType, consentLabels, consentTypes } from '../../../../shared/accounts/consents';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingState } from '../../../components/ui/loading-state';
import { notify } from '../../../lib/notify';
import { useConsents } from '../api/get-consents';
import { type ConsentChange, useUpdateConsent } from '../api/update-consent';
import { ConsentHistory } from './consent-history';

export const consentMessages = {
  saveFailed: 'Failed to save consents',
  loadFailedTitle: 'Failed to load consents',
  loadFailedText: 'Could not retrieve your current consent preferences.',
  withdrawFailed: 'Failed to withdraw consent',
} as const;

export function ConsentPreferences() {
  const consents = useConsents();
  const update = useUpdateConsent();
  const [withdrawing, setWithdrawing] = useState<ConsentType>();
  const failedToLoad = consents.isError;

  useEffect(() => {
    if (failedToLoad)
      notify.error(consentMessages.loadFailedTitle, { description: consentMessages.loadFailedText });
  }, [failedToLoad]);

  const change = (next: ConsentChange) =>
    update.mutate(next, {
      onSuccess: () => {
        setWithdrawing(undefined);
        notify.success(next.given ? 'Consent given' : 'Consent withdrawn');
      },
      onError: () => {
        setWithdrawing(undefined);
        notify.error(next.given ? consentMessages.saveFailed : consentMessages.withdrawFailed);
      },
    });

  if (consents.isPending) return <LoadingState text="Loading your consents..." />;
  if (consents.isError) {
    return <FormAlert message={`${consentMessages.loadFailedTitle}: ${consentMessages.loadFailedText}`} />;
  }
  const { consents: flags, consentVersion, history } = consents.data;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-600 text-sm">Consent version {consentVersion}</p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {consentTypes.map((type) => {
          const given = flags[type] ?? false;
          return (
            <li key={type} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-medium text-slate-900">{consentLabels[type]}</p>
                <p className={`text-sm ${given ? 'text-emerald-800' : 'text-slate-600'}`}>
                  {given ? 'Given' : 'Not given'}
                </p>
              </div>
              <Button
                variant={given ? 'secondary' : 'primary'}
                disabled={update.isPending}
                aria-label={`${given ? 'Withdraw' : 'Give'} consent: ${consentLabels[type]}`}
                onClick={() => (given ? setWithdrawing(type) : change({ consentType: type, given: true }))}
              >
                {given ? 'Withdraw consent' : 'Give consent'}
              </Button>
            </li>
          );
        })}
      </ul>
      <ConsentHistory history={history} />
      {withdrawing ? (
        <ConfirmDialog
          title={`Withdraw consent: ${consentLabels[withdrawing]}?`}
          description={
            withdrawing === 'recruitment_representation_consent'
              ? 'This also withdraws every opportunity you have approved: the organisations lose access to your details at once, and our team is told. Without recruitment representation consent you cannot use the candidate area until you give it again.'
              : 'You can give this consent again at any time.'
          }
          confirmLabel="Withdraw consent"
          destructive
          busy={update.isPending}
          onConfirm={() => change({ consentType: withdrawing, given: false })}
          onCancel={() => setWithdrawing(undefined)}
        />
      ) : null}
    </div>
  );
}
