import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MeResponse } from '../../../shared/accounts/account-api';
import type { AnalyticsChoiceResponse } from '../../../shared/accounts/analytics-choice';
import type { AccountAnalyticsChoice } from '../../../shared/accounts/analytics-choice.constants';
import { analytics } from '../analytics/analytics';
import { apiRequestAs } from '../api-client';
import { updateCachedProfile } from './get-me';

function saveAnalyticsChoice(choice: AccountAnalyticsChoice): Promise<AnalyticsChoiceResponse> {
  return apiRequestAs<AnalyticsChoiceResponse>('/api/account/analytics-choice', {
    method: 'PUT',
    body: { choice },
  });
}

/**
 * The page adopts the choice the account keeps when this browser has none, and a choice made on the
 * banner is kept on the account (decision 027). `settled`: the session check has answered.
 */
export function useAccountAnalyticsChoice(me: MeResponse | null, settled: boolean): void {
  const queryClient = useQueryClient();
  const accountChoice = me?.profile.analyticsChoice ?? null;
  const signedIn = me !== null;

  useEffect(() => {
    if (settled) analytics().consent.remember(accountChoice);
  }, [settled, accountChoice]);

  useEffect(() => {
    if (!signedIn) return;
    const consent = analytics().consent;
    const keep = () => {
      const choice = consent.choiceMadeHere();
      if (choice === null || choice === accountChoice) return;
      updateCachedProfile(queryClient, () => ({ analyticsChoice: choice }));
      // A lost save only means the banner asks again on a later page load: nothing to tell the member.
      saveAnalyticsChoice(choice).catch(() => undefined);
    };
    // A choice made before the session was known (on the sign-in page, or on the banner before the
    // page had started) is kept as well as those made from now on.
    keep();
    return consent.subscribe(keep);
  }, [signedIn, accountChoice, queryClient]);
}
