import { QueryClientProvider } from '@tanstack/react-query';
import type { Site } from '../../shared/routing/site';
import { appQueryClient } from '../lib/app-query-client';
import { useAccountAnalyticsChoice } from '../lib/session/account-analytics-choice';
import { useMe } from '../lib/session/get-me';
import { SessionBridge } from '../lib/session/session-bridge';
import { PlatformHeader } from './platform-header';
import { SiteHeader } from './site-header';

interface SessionHeaderProps {
  site: Site;
  onPlatform: boolean;
}

function SessionAwareHeader({ site, onPlatform }: SessionHeaderProps) {
  // The session is asked for on platform paths; elsewhere whatever is already known is used.
  const session = useMe({ enabled: onPlatform });
  const me = session.data ?? null;
  useAccountAnalyticsChoice(me, session.isSuccess || session.isError);
  return (
    <>
      <SessionBridge me={me} />
      {onPlatform && me ? <PlatformHeader site={site} me={me} /> : <SiteHeader site={site} />}
    </>
  );
}

/** Loaded on demand with TanStack Query, once the visit reaches the platform. */
export function SessionHeader(props: SessionHeaderProps) {
  return (
    <QueryClientProvider client={appQueryClient}>
      <SessionAwareHeader {...props} />
    </QueryClientProvider>
  );
}
