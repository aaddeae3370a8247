import { createEmailVerificationToken } from 'better-auth/api';
import { normaliseEmail, normalisePostcode, type SignUp } from '../../../shared/accounts/account.schemas';
import { consentVersion } from '../../../shared/accounts/consents';
import { guessablePasswordMessage } from '../../../shared/accounts/password-rules';
import { formatUkPhone } from '../../../shared/accounts/uk-phone';
import { paths } from '../../../shared/routing/paths';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import { authBasePath, verificationLinkLifetimeSeconds, verifiedCallbackPath } from '../../auth/auth';
import { hashPassword } from '../../auth/password-hashing';
import { checkPasswordSecurity } from '../../auth/password-security';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import type { Mailer } from '../../mail/mail.service';
import { createAccountsRepository } from './accounts.repository';

export interface SignUpDeps {
  db: Database;
  mail: Mailer;
  config: Config;
  now: () => Date;
}

export type SignUpOutcome = { kind: 'created'; userId: string; email: string } | { kind: 'existing' };

/**
 * An e-mail that already has an account gets the same outcome (no enumeration); its owner is told by
 * e-mail instead.
 */
export async function signUp(deps: SignUpDeps, input: SignUp): Promise<SignUpOutcome> {
  const email = normaliseEmail(input.email);
  if (!(await checkPasswordSecurity(input.password, email)).isValid) {
    throw new AppError(400, 'WEAK_PASSWORD', guessablePasswordMessage);
  }
  // Hash before looking the e-mail up, so both paths take the same time.
  const passwordHash = await hashPassword(input.password);
  const at = deps.now();
  const isCandidate = input.role === 'candidate';

  return deps.db.transaction(async (tx) => {
    const accounts = createAccountsRepository({ db: tx });
    const existing = await accounts.findUserByEmail(email);
    if (existing) {
      await deps.mail.enqueue(tx, {
        template: 'account-exists',
        to: existing.email,
        data: { name: existing.name, url: `${deps.config.MARKETPLACE_URL}${paths.platform.auth}` },
      });
      return { kind: 'existing' } as const;
    }
    const fullName = input.fullName.trim();
    const userId = await accounts.createAccount(
      {
        email,
        name: fullName,
        passwordHash,
        role: input.role,
        emailVerified: false,
        profile: {
          profileTier: isCandidate && !input.communityOnly ? 'portfolio' : 'community',
          mobilePhone: isCandidate ? formatUkPhone(input.mobilePhone) : null,
          homePostcode: isCandidate ? normalisePostcode(input.homePostcode.trim()) : null,
          termsAccepted: true,
          termsAcceptedAt: at,
          dataProcessingConsent: true,
          consentVersion,
        },
      },
      at,
    );
    await accounts.recordConsent(userId, 'terms_accepted', true, consentVersion, at);
    await accounts.recordConsent(userId, 'data_processing_consent', true, consentVersion, at);

    if (deps.config.REQUIRE_EMAIL_VERIFICATION) {
      const token = await createEmailVerificationToken(
        deps.config.AUTH_SECRET,
        email,
        undefined,
        verificationLinkLifetimeSeconds,
      );
      const url = `${deps.config.MARKETPLACE_URL}${authBasePath}/verify-email?token=${token}&callbackURL=${encodeURIComponent(verifiedCallbackPath)}`;
      await deps.mail.enqueue(tx, { template: 'verify-email', to: email, data: { name: fullName, url } });
    }
    await deps.mail.notifyAdmin(tx, {
      type: 'new_sign_up',
      data: {
        role: input.role,
        name: fullName,
        email,
        reviewAt: `${deps.config.MARKETPLACE_URL}${paths.platform.admin}`,
      },
    });
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'sign_up',
      userId,
      details: { role: input.role },
    });
    return { kind: 'created', userId, email } as const;
  });
}
