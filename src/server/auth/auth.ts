import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { isAPIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { passwordMaxLength, signUpPasswordMinLength } from '../../shared/accounts/password-rules';
import { brand } from '../../shared/content/brand';
import { paths } from '../../shared/routing/paths';
import { type Config, servedOverHttps } from '../config';
import type { Database } from '../db/database';
import { authTablesForBetterAuth } from '../db/schema';
import { errorSummary } from '../logger';
import type { Mailer } from '../mail/mail.service';
import { createLoginTrackingRepository } from './login-tracking.repository';
import type { MailLimiter } from './mail-limits';
import { hashPassword, verifyPassword } from './password-hashing';
import { createProfileNameRepository } from './profile-name.repository';
import { authCookieSettings } from './session-cookie';
import { createSessionEndsRepository } from './session-ends.repository';
import { totpReplayGuard } from './totp-replay';
import { createTotpStepsRepository } from './totp-steps.repository';

export const authBasePath = '/api/auth';
export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;
export const verificationLinkLifetimeSeconds = 24 * 60 * 60;
export const verifiedCallbackPath = `${paths.platform.auth}?verified=1`;

/** Every origin the product is served from: PUBLIC_URL and each marketplace host on its scheme and port. */
export function trustedOrigins(config: Pick<Config, 'PUBLIC_URL' | 'MARKETPLACE_HOSTS'>): string[] {
  const publicUrl = new URL(config.PUBLIC_URL);
  const port = publicUrl.port ? `:${publicUrl.port}` : '';
  return [
    publicUrl.origin,
    ...config.MARKETPLACE_HOSTS.map((host) => `${publicUrl.protocol}//${host}${port}`),
  ];
}

export interface AuthDeps {
  config: Config;
  db: Database;
  mail: Mailer;
  /** The server's logger: better-auth's own messages go there, without stack traces. */
  log: FastifyBaseLogger;
  mayEmail: MailLimiter;
}

/**
 * Sign-up goes through our own endpoint (profile in the same transaction, no enumeration), so
 * better-auth's is disabled; its rate limiter is off, ours is counted in the database (decision 006).
 */
export function createAuth({ config, db, mail, log, mayEmail }: AuthDeps) {
  const profileNames = createProfileNameRepository({ db });
  const loginTracking = createLoginTrackingRepository({ db });
  const sessionEnds = createSessionEndsRepository({ db });
  return betterAuth({
    appName: brand.platformName,
    // better-auth serves the platform: the links of its e-mails (verification, reset) and the pages
    // they redirect to must open the marketplace host, whichever host the request came from.
    baseURL: config.MARKETPLACE_URL,
    basePath: authBasePath,
    secret: config.AUTH_SECRET,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: authTablesForBetterAuth }),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      // Its arguments may hold request data: only an error's type and code are kept.
      log(level, message, ...args) {
        const error = args.find((arg: unknown) => arg instanceof Error);
        log[level]({ module: 'better-auth', ...(error ? { error: errorSummary(error) } : {}) }, message);
      },
    },
    // Without this, better-auth writes each error it answers to the console itself (its own
    // logger outside a request). The answers are ours to log: a client's mistake at debug level.
    onAPIError: {
      onError(error) {
        const clientError = isAPIError(error) && error.statusCode < 500;
        log[clientError ? 'debug' : 'error']({ error: errorSummary(error) }, 'better-auth answered an error');
      },
    },
    rateLimit: { enabled: false },
    advanced: {
      ...authCookieSettings(servedOverHttps(config)),
      ipAddress: { disableIpTracking: true },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      minPasswordLength: signUpPasswordMinLength,
      maxPasswordLength: passwordMaxLength,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        if (!(await mayEmail('reset-password', user.email))) return;
        await mail.enqueue(db, {
          template: 'reset-password',
          to: user.email,
          data: { name: user.name, url },
        });
      },
    },
    emailVerification: {
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: verificationLinkLifetimeSeconds,
      async sendVerificationEmail({ user, url }) {
        // Also sent at each sign-in before verifying (sendOnSignIn), so limited here, not per endpoint.
        if (!(await mayEmail('verify-email', user.email))) return;
        // Resent links (sign-in before verifying) must land on the sign-in page like the first one.
        const link = new URL(url);
        link.searchParams.set('callbackURL', verifiedCallbackPath);
        await mail.enqueue(db, {
          template: 'verify-email',
          to: user.email,
          data: { name: user.name, url: link.toString() },
        });
      },
    },
    session: {
      expiresIn: sessionLifetimeSeconds,
      // An absolute lifetime: a session never outlives 7 days (1 day without 'Stay signed in').
      disableSessionRefresh: true,
    },
    user: {
      deleteUser: { enabled: false },
      // A verified address is replaced only once the link sent to the new one is followed.
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
    },
    plugins: [twoFactor({ issuer: brand.platformName })],
    hooks: { before: totpReplayGuard(createTotpStepsRepository({ db })) },
    databaseHooks: {
      session: {
        create: {
          // Every sign-in creates a session: counted here, on the server, for the feedback survey rule.
          async after(session) {
            await loginTracking.countSignIn(session.userId, new Date());
          },
        },
        delete: {
          // Sign-out, a password reset or change: the streams opened with the session end too.
          async after(session) {
            await sessionEnds.announce([session]);
          },
        },
      },
      user: {
        update: {
          // A rename through /update-user is the profile's full name too (one name per person).
          async after(updated, context) {
            if (context?.path === '/update-user') await profileNames.set(updated.id, updated.name);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
