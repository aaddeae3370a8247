import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { accountMessages } from '../../../../shared/accounts/account.schemas';
import type { MeResponse } from '../../../../shared/accounts/account-api';
import { notify } from '../../../lib/notify';
import { decideAuthPage } from '../model/auth-page-decision';

/**
 * An unapproved account is told once per visit and stays (docs/product/accounts.md#approval); a
 * candidate who came from a job's apply page goes back to it (`returnPath`).
 */
export function useAuthPageRedirect(me: MeResponse | null | undefined, returnPath?: string): void {
  const navigate = useNavigate();
  const toldUser = useRef<string>(undefined);
  // The area's route loads lazily while the profile is read again: a second, identical navigation would
  // land after the first and reset the area.
  const redirectedTo = useRef<string>(undefined);

  useEffect(() => {
    if (me === undefined) return;
    const decision = decideAuthPage(me, returnPath);
    if (decision.type === 'redirect') {
      if (redirectedTo.current === decision.to) return;
      redirectedTo.current = decision.to;
      navigate(decision.to, { replace: true });
      return;
    }
    redirectedTo.current = undefined;
    if (decision.type === 'pending' && me && toldUser.current !== me.user.id) {
      toldUser.current = me.user.id;
      notify.error(accountMessages.pendingApprovalTitle, {
        description: accountMessages.pendingApprovalText,
      });
    }
  }, [me, navigate, returnPath]);
}
