import { z } from 'zod';
import { personName } from '../validation/names';
import { singleLineText } from '../validation/text';
import { accountMessages, emailMaxLength, fullNameMaxLength } from './account.schemas';
import { passwordMaxLength, resetPasswordProblem, signUpPasswordMinLength } from './password-rules';
import { isAdminRole, profileTiers, roles } from './roles';

// docs/api/accounts.md; the admin CLI's `create` command too (README, First admin account).

export const adminAccountStatuses = ['pending', 'approved', 'suspended'] as const;
export type AdminAccountStatus = (typeof adminAccountStatuses)[number];

/** The list shows at most this many accounts, newest first; search narrows it. */
export const adminAccountsListLimit = 200;
export const adminSearchMaxLength = 100;

export const adminAccountsQuerySchema = z.object({
  status: z.enum(adminAccountStatuses, 'status must be pending, approved or suspended').optional(),
  q: singleLineText().trim().max(adminSearchMaxLength).optional(),
});
export type AdminAccountsQuery = z.output<typeof adminAccountsQuerySchema>;

export const adminAccountIdParamsSchema = z.object({ id: singleLineText().min(1).max(128) });

export const adminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(roles),
  profileTier: z.enum(profileTiers),
  isApproved: z.boolean(),
  isSuspended: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountsResponseSchema = z.object({ accounts: z.array(adminAccountSchema) });
export type AdminAccountsResponse = z.infer<typeof adminAccountsResponseSchema>;

export const changeRoleSchema = z.strictObject({
  role: z.enum(roles, `role must be one of: ${roles.join(', ')}`),
});
export type ChangeRole = z.output<typeof changeRoleSchema>;

export const rejectAccountResponseSchema = z.object({ status: z.literal('rejected') });

export const changeTierSchema = z.strictObject({
  tier: z.enum(profileTiers, `tier must be one of: ${profileTiers.join(', ')}`),
});
export type ChangeTier = z.output<typeof changeTierSchema>;

export const signOutEverywhereResponseSchema = z.object({ status: z.literal('signed-out') });

/**
 * Admin roles need the reset-password rules, since that is what they would face changing it; other
 * roles the sign-up minimum.
 */
export const bootstrapAccountSchema = z
  .strictObject({
    email: z
      .string(accountMessages.enterEmail)
      .trim()
      .toLowerCase()
      .max(emailMaxLength, accountMessages.invalidEmail)
      .pipe(z.email(accountMessages.invalidEmail)),
    password: z.string('a password is required').max(passwordMaxLength),
    role: z.enum(roles, `role must be one of: ${roles.join(', ')}`),
    name: personName({ max: fullNameMaxLength, required: 'name must not be empty' }).optional(),
    tier: z.enum(profileTiers, `tier must be one of: ${profileTiers.join(', ')}`).optional(),
  })
  .superRefine((input, ctx) => {
    const problem = isAdminRole(input.role)
      ? resetPasswordProblem(input.password)
      : input.password.length < signUpPasswordMinLength
        ? accountMessages.passwordTooShort
        : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
  });
export type BootstrapAccountInput = z.input<typeof bootstrapAccountSchema>;
export type BootstrapAccount = z.output<typeof bootstrapAccountSchema>;

export const bootstrapAccountResultSchema = z.object({
  action: z.enum(['created', 'updated']),
  id: z.string(),
  email: z.string(),
  role: z.enum(roles),
  profileTier: z.enum(profileTiers),
});
export type BootstrapAccountResult = z.infer<typeof bootstrapAccountResultSchema>;
