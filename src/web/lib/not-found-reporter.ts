export const notFoundReportUrl = '/api/not-found';

import { firstLocationKey } from './navigation/navigation';

type Send = (path: string) => Promise<unknown>;

export interface NotFoundReporterOptions {
  /**
   * <html data-initial-status>, read at each report: '404' when the server already answered (and
   * logged) the location this page load started at (removed when the app takes over elsewhere).
   */
  initialStatus: () => string | undefined;
  send: Send;
}

/** The initial load the server answered with 404 is already logged. Failures are ignored. */
export function createNotFoundReporter({ initialStatus, send }: NotFoundReporterOptions) {
  const reported = new Set<string>();
  return {
    report(location: { key: string; pathname: string }): boolean {
      if (initialStatus() === '404' && location.key === firstLocationKey) return false;
      if (reported.has(location.key)) return false;
      reported.add(location.key);
      send(location.pathname).catch(() => undefined);
      return true;
    },
  };
}

export function sendNotFoundReport(path: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  return fetchImpl(notFoundReportUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path }),
    keepalive: true,
  });
}
