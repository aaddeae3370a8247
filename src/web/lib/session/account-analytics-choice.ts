import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MeResponse } from '../../../shared/accounts/account-api';
import type { AnalyticsChoiceResponse } from '../../../shared/accounts/analytics-choice';
import type { AccountAnalyticsChoice } from '../../../shared/accounts/analytics-choice.constants';
import { analytics } from '../analytics/analytics';
import { apiRequestAs } from '../api-client';
import { updateCachedProfile } from './get-me';

/** PUT /api/account/analytics-choice: keeps the member's choice on their account. */
function saveAnalyticsChoice(choice: AccountAnalyticsChoice): Promise<AnalyticsChoiceResponse> {
  return apiRequestAs<AnalyticsChoiceResponse>('/api/account/analytics-choice', {
    method: 'PUT',
    body: { choice },
  });
}

/**
 * A signed-in member's analytics choice follows them (decision 027): the page adopts the one their
 * account keeps when this browser has none (so a refusal is not asked again on every page load,
 * though nothing is stored in the browser), and a choice they make on the banner is kept on the
 * account. `settled`: the session check has answered (signed in or not).
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
