import { isAdminRole } from '../../../shared/accounts/roles';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/database';
import { notFoundError } from '../../errors/app-error';
import { createFilesRepository } from '../../storage/files.repository';

/**
 * The uploaded file's row, for its owner and for admins only; anyone else gets the same 404 as for a
 * file that does not exist.
 */
export async function readableFile(deps: { db: Database }, caller: AuthContext, id: string) {
  const file = await createFilesRepository(deps).findById(id);
  const allowed = file && (file.userId === caller.user.id || isAdminRole(caller.profile?.role));
  if (!file || !allowed) throw notFoundError('File not found');
  return file;
}
