import { z } from 'zod';
import { personNameProblem } from '../validation/names';
import { singleLineText } from '../validation/text';
import {
  accountMessages,
  emailMaxLength,
  emailPattern,
  fullNameMaxLength,
  postcodeMaxLength,
  postcodeMinLength,
} from './account.constants';
import { consentTypes } from './consents';
import { passwordMaxLength, resetPasswordProblem, signUpPasswordMinLength } from './password-rules';
import { roles, selfSignUpRoles } from './roles';
import { isValidUkPhone, phoneErrorMessages } from './uk-phone';

export {
  accountMessages,
  emailMaxLength,
  emailPattern,
  fullNameMaxLength,
  normaliseEmail,
  normalisePostcode,
  postcodeMaxLength,
  postcodeMinLength,
} from './account.constants';

const text = (max: number) => singleLineText().max(max).default('');

/**
 * Only these keys: role, approval, consents and tier never come from the client. The checks run in a
 * fixed order so the first problem gives its own message.
 */
export const signUpSchema = z
  .strictObject({
    fullName: text(fullNameMaxLength),
    email: text(emailMaxLength),
    password: text(passwordMaxLength),
    confirmPassword: text(passwordMaxLength),
    role: z.enum(roles, accountMessages.selfSignUpRoleOnly).default('candidate'),
    mobilePhone: text(30),
    homePostcode: text(20),
    acceptTerms: z.boolean().default(false),
    acceptPrivacy: z.boolean().default(false),
    /** Joining as a community member (?tier=community or ?role=community); candidates only. */
    communityOnly: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!(selfSignUpRoles as readonly string[]).includes(input.role)) {
      return fail(accountMessages.selfSignUpRoleOnly, 'role');
    }
    const basicsMissing = [input.email, input.password, input.confirmPassword, input.fullName].some(
      (value) => value.trim() === '',
    );
    if (input.role === 'candidate') {
      if (basicsMissing || input.mobilePhone.trim() === '' || input.homePostcode.trim() === '') {
        return fail(accountMessages.fillAllCandidateFields, 'form');
      }
    } else if (basicsMissing) {
      return fail(accountMessages.fillAllFields, 'form');
    }
    const nameProblem = personNameProblem(input.fullName.trim());
    if (nameProblem) return fail(nameProblem, 'fullName');
    if (!emailPattern.test(input.email.trim())) return fail(accountMessages.invalidEmail, 'email');
    if (input.role === 'candidate') {
      if (
        input.homePostcode.trim().length < postcodeMinLength ||
        input.homePostcode.trim().length > postcodeMaxLength
      ) {
        return fail(accountMessages.invalidPostcode, 'homePostcode');
      }
      if (!isValidUkPhone(input.mobilePhone, 'mobile')) return fail(phoneErrorMessages.mobile, 'mobilePhone');
    }
    if (input.password !== input.confirmPassword)
      return fail(accountMessages.passwordsDoNotMatch, 'confirmPassword');
    if (input.password.length < signUpPasswordMinLength)
      return fail(accountMessages.passwordTooShort, 'password');
    if (!input.acceptTerms || !input.acceptPrivacy) return fail(accountMessages.acceptTerms, 'acceptTerms');
  });
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

export const signInSchema = z
  .object({
    email: text(emailMaxLength),
    password: text(passwordMaxLength),
    rememberMe: z.boolean().default(false),
  })
  .refine((input) => input.email.trim() !== '' && input.password !== '', accountMessages.fillAllFields);

export const forgotPasswordSchema = z
  .object({ email: text(emailMaxLength) })
  .refine((input) => input.email.trim() !== '', accountMessages.enterEmail)
  .refine((input) => emailPattern.test(input.email.trim()), accountMessages.invalidEmail);

export const newPasswordSchema = z
  .object({ password: text(passwordMaxLength), confirmPassword: text(passwordMaxLength) })
  .superRefine((input, ctx) => {
    if (input.password !== input.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        message: accountMessages.passwordsDoNotMatch,
        path: ['confirmPassword'],
      });
      return;
    }
    const problem = resetPasswordProblem(input.password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
  });

export const passwordCheckSchema = z.object({
  email: text(emailMaxLength),
  password: singleLineText().min(1).max(passwordMaxLength),
});

export const consentChangeSchema = z.strictObject({
  consentType: z.enum(consentTypes),
  given: z.boolean(),
});

export const deleteAccountSchema = z.strictObject({
  confirmation: z.literal('DELETE', 'Type DELETE to confirm'),
});
