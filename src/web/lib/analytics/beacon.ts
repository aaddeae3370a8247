/** The ingest endpoints (src/shared/analytics/ingest.schemas.ts analyticsIngestPaths; a test compares). */
export const beaconUrls = {
  pageView: '/api/analytics/page-view',
  click: '/api/analytics/click',
  sessionEnd: '/api/analytics/session-end',
  active: '/api/analytics/active',
} as const;

export type BeaconUrl = (typeof beaconUrls)[keyof typeof beaconUrls];
export type SendBeacon = (url: BeaconUrl, payload: object) => void;

/** sendBeacon survives the page being closed. Failures are ignored: analytics never disturbs the page. */
export const sendBeacon: SendBeacon = (url, payload) => {
  const body = JSON.stringify(payload);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse a Blob with a type; fall through to fetch.
  }
  try {
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // No way to send: drop it.
  }
};
