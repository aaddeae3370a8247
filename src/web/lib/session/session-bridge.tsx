import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { MeResponse } from '../../../shared/accounts/account-api';
import { paths } from '../../../shared/routing/paths';
import { setSessionExpiredHandler } from '../api-client';
import { forgetAndSignOut } from '../auth-client/sign-out';
import { useAppNavigate } from '../navigation/navigation';
import { notify } from '../notify';
import { forgetSession } from './forget-session';
import { sessionExpiredMessage } from './idle';
import { type Clock, systemClock } from './inactivity-tracker';
import { readRememberMe } from './remember-me';
import { reportActivity } from './report-activity';
import { useInactivityMonitor } from './use-inactivity-monitor';

export const sessionExpiredToastId = 'session-expired';

/** Reports activity, signs out after inactivity, and reacts to the server's SESSION_EXPIRED. */
export function SessionBridge({ me, clock = systemClock }: { me: MeResponse | null; clock?: Clock }) {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const expiring = useRef(false);

  const expire = useCallback(
    async (rememberMe: boolean, callSignOut: boolean) => {
      if (expiring.current) return;
      expiring.current = true;
      notify.dismiss();
      notify.warning(sessionExpiredMessage(rememberMe), { id: sessionExpiredToastId });
      const leave = () => void navigate(paths.platform.auth, { replace: true });
      if (callSignOut) await forgetAndSignOut(queryClient, leave).catch(() => undefined);
      else {
        forgetSession(queryClient);
        leave();
      }
      expiring.current = false;
    },
    [queryClient, navigate],
  );

  useEffect(() => setSessionExpiredHandler(() => void expire(readRememberMe(), false)), [expire]);

  useInactivityMonitor({
    enabled: me !== null,
    idleTimeoutSeconds: me?.session.idleTimeoutSeconds ?? 0,
    onActive: () => void reportActivity(),
    onExpired: () => void expire(me?.session.rememberMe ?? readRememberMe(), true),
    clock,
  });
  return null;
}
