import { paths } from '../../../../shared/routing/paths';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/change-email: a link goes to the new address, which takes effect once it is followed. */
export async function changeEmail(newEmail: string): Promise<void> {
  await apiRequest('/api/auth/change-email', {
    method: 'POST',
    body: { newEmail, callbackURL: paths.platform.auth },
  });
}
