import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { accountMessages } from '../../../../shared/accounts/account.schemas';
import type { MeResponse } from '../../../../shared/accounts/account-api';
import { notify } from '../../../lib/notify';
import { decideAuthPage } from '../../../lib/session/area-access';

/**
 * Spec §2.2 on the auth page: an unapproved account is told (once per visit) and stays; an
 * approved one goes to its area.
 */
export function useAuthPageRedirect(me: MeResponse | null | undefined): void {
  const navigate = useNavigate();
  const toldUser = useRef<string>(undefined);

  useEffect(() => {
    if (me === undefined) return;
    const decision = decideAuthPage(me);
    if (decision.type === 'redirect') {
      navigate(decision.to, { replace: true });
    } else if (decision.type === 'pending' && me && toldUser.current !== me.user.id) {
      toldUser.current = me.user.id;
      notify.error(accountMessages.pendingApprovalTitle, {
        description: accountMessages.pendingApprovalText,
      });
    }
  }, [me, navigate]);
}
