import { apiRequest } from '../api-client';

/** POST /api/account/activity: restarts the server's idle clock (failures change nothing here). */
export async function reportActivity(): Promise<void> {
  try {
    await apiRequest('/api/account/activity', { method: 'POST', body: {} });
  } catch {
    // The next check or API call finds out whether the session still stands.
  }
}
