import { z } from 'zod';
import { accountMessages, newPasswordSchema } from '../../../shared/accounts/account.schemas';

export interface PasswordChangeValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** A signed-in user changing it gives the current password first. */
export function passwordChangeSchema({ requireCurrent }: { requireCurrent: boolean }) {
  return z
    .object({
      currentPassword: requireCurrent ? z.string().min(1, accountMessages.fillAllFields) : z.string(),
      password: z.string(),
      confirmPassword: z.string(),
    })
    .transform(
      ({ password, confirmPassword }): z.input<typeof newPasswordSchema> => ({ password, confirmPassword }),
    )
    .pipe(newPasswordSchema);
}
