import { apiRequest, endSessionWith } from '../../../lib/api-client';

/**
 * POST /api/account/sign-out-everywhere: every session of the account ends, this one included, so
 * the page's other requests wait for the answer (endSessionWith).
 */
export async function signOutEverywhere(): Promise<void> {
  await endSessionWith(() => apiRequest('/api/account/sign-out-everywhere', { method: 'POST', body: {} }));
}
