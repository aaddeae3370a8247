import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  consentChangeSchema,
  deleteAccountSchema,
  normaliseEmail,
  passwordCheckSchema,
  signUpSchema,
} from '../../../shared/accounts/account.schemas';
import {
  consentsResponseSchema,
  meResponseSchema,
  passwordCheckResponseSchema,
  type SessionProbe,
  sessionExpiredCode,
  sessionProbeSchema,
  signUpResponseSchema,
} from '../../../shared/accounts/account-api';
import { anonymous, approved, signedIn, signedInDuringTwoFactorEnrolment } from '../../auth/access-policy';
import { callerProblem, requireAuthContext } from '../../auth/auth.plugin';
import { authRateLimits, rateLimitMessage } from '../../auth/auth-rate-limits';
import { checkPasswordSecurity } from '../../auth/password-security';
import type { Config } from '../../config';
import { RateLimitedError } from '../../errors/app-error';
import { noContentSchema, type ZodTypeProvider } from '../../http/zod-type-provider';
import { deleteAccount } from './account-deletion.service';
import { signOutEverywhere } from './account-sessions.service';
import {
  changeConsent,
  consentsOverview,
  giveRecruitmentConsent,
  type RecruitmentConsentGiven,
  type RecruitmentConsentWithdrawn,
} from './consents.service';
import { exportPersonalData } from './data-export.service';
import { presentMe } from './profile.presenter';
import { signUp } from './sign-up.service';

/** Building an archive reads everything about a person: a few a day is plenty. */
const dataExportLimit = { bucket: 'account:data-export', max: 10, windowMs: 60 * 60 * 1000 };

export async function accountsRoutes(
  app: FastifyInstance,
  options: {
    config: Config;
    now?: () => Date;
    onRecruitmentConsentWithdrawn?: RecruitmentConsentWithdrawn;
    onRecruitmentConsentGiven?: RecruitmentConsentGiven;
  },
) {
  const { config, onRecruitmentConsentWithdrawn, onRecruitmentConsentGiven } = options;
  const now = options.now ?? (() => new Date());
  const { db } = app.database;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limit = async (rule: (typeof authRateLimits)[keyof typeof authRateLimits], clientKey: string) => {
    const decision = await app.rateLimiter.consume(rule, clientKey);
    if (!decision.allowed) throw new RateLimitedError(rateLimitMessage, decision.retryAfterSeconds);
  };

  routes.post(
    '/api/account/sign-up',
    {
      config: { access: anonymous },
      schema: {
        operationId: 'signUp',
        summary: 'Create an account',
        errors: [429],
        body: signUpSchema,
        response: { 201: signUpResponseSchema },
      },
    },
    async (request, reply) => {
      await limit(authRateLimits.signUp, request.clientKey);
      const outcome = await signUp({ db, mail: app.mail, config: config, now }, request.body);
      if (outcome.kind === 'created' && !config.REQUIRE_EMAIL_VERIFICATION) {
        const signIn = await app.auth.api.signInEmail({
          body: { email: outcome.email, password: request.body.password, rememberMe: false },
          asResponse: true,
        });
        for (const cookie of signIn.headers.getSetCookie()) reply.header('set-cookie', cookie);
        return reply.status(201).send({ status: 'signed_in' });
      }
      return reply.status(201).send({ status: 'verification_required' });
    },
  );

  routes.get(
    '/api/account/me',
    {
      // Answers everyone: a visitor or an ended session is told so with a 200. A signed-in caller is
      // checked by the `signedIn` rule here (an admin still to enrol TOTP included).
      config: { access: anonymous },
      schema: {
        operationId: 'getMe',
        summary: 'Who is signed in (the session probe)',
        errors: [403],
        response: { 200: sessionProbeSchema },
      },
    },
    async (request): Promise<SessionProbe> => {
      const resolution = await app.resolveAuth(request);
      if (resolution.kind === 'none') return { signedIn: false };
      if (resolution.kind === 'idle-expired') return { signedIn: false, reason: sessionExpiredCode };
      const { context } = resolution;
      const problem = callerProblem(signedInDuringTwoFactorEnrolment, context);
      if (problem) throw problem;
      if (!context.profile) throw new Error('signed-in user without a profile');
      request.authContext = context;
      return { signedIn: true, ...presentMe(context, context.profile) };
    },
  );

  routes.post(
    '/api/account/activity',
    {
      config: { access: signedInDuringTwoFactorEnrolment },
      schema: {
        operationId: 'keepSessionAlive',
        summary: "Restart the session's idle clock",
        response: { 204: noContentSchema },
      },
    },
    async (_request, reply) => reply.status(204).send(),
  );

  routes.post(
    '/api/account/password-check',
    {
      config: { access: anonymous },
      schema: {
        operationId: 'checkPassword',
        summary: "Check a password's strength",
        errors: [429],
        body: passwordCheckSchema,
        response: { 200: passwordCheckResponseSchema },
      },
    },
    async (request) => {
      await limit(authRateLimits.passwordCheck, request.clientKey);
      return checkPasswordSecurity(request.body.password, normaliseEmail(request.body.email));
    },
  );

  routes.post(
    '/api/account/consent/recruitment',
    {
      config: { access: approved(['candidate']) },
      schema: {
        operationId: 'giveRecruitmentConsent',
        summary: 'Give recruitment-representation consent',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const context = requireAuthContext(request);
      return presentMe(
        context,
        await giveRecruitmentConsent({ db, now, onRecruitmentConsentGiven }, context.user.id),
      );
    },
  );

  routes.get(
    '/api/account/consents',
    {
      config: { access: approved() },
      schema: {
        operationId: 'getConsents',
        summary: "The caller's consents and their history",
        response: { 200: consentsResponseSchema },
      },
    },
    async (request) => {
      const context = requireAuthContext(request);
      if (!context.profile) throw new Error('signed-in user without a profile');
      return consentsOverview({ db, now }, context.profile);
    },
  );

  routes.put(
    '/api/account/consents',
    {
      config: { access: approved() },
      schema: {
        operationId: 'updateConsent',
        summary: 'Give or withdraw a consent',
        body: consentChangeSchema,
        response: { 200: consentsResponseSchema },
      },
    },
    async (request) => {
      const context = requireAuthContext(request);
      const profile = await changeConsent(
        { db, now, onRecruitmentConsentWithdrawn, onRecruitmentConsentGiven },
        context.user.id,
        request.body.consentType,
        request.body.given,
      );
      return consentsOverview({ db, now }, profile);
    },
  );

  routes.post(
    '/api/account/sign-out-everywhere',
    {
      config: { access: signedIn },
      schema: {
        operationId: 'signOutEverywhere',
        summary: "End every session of the caller's account",
        body: z.strictObject({}),
        response: { 200: z.object({ status: z.literal('signed-out') }) },
      },
    },
    async (request, reply) => {
      const context = requireAuthContext(request);
      await signOutEverywhere({ db }, context.user.id);
      reply.header('set-cookie', app.expiredAuthCookies);
      return { status: 'signed-out' as const };
    },
  );

  routes.get(
    '/api/account/export',
    {
      config: { access: signedIn },
      schema: {
        operationId: 'exportPersonalData',
        summary: 'Download my data: a ZIP of everything held about the caller',
        errors: [429],
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const context = requireAuthContext(request);
      await limit(dataExportLimit, `user:${context.user.id}`);
      const archive = await exportPersonalData({ db, storage: app.storage, now }, context.user.id);
      const date = now().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="arrs-place-data-${date}.zip"`)
        .header('Cache-Control', 'no-store')
        .send(archive);
    },
  );

  routes.delete(
    '/api/account',
    {
      config: { access: signedIn },
      schema: {
        operationId: 'deleteAccount',
        summary: "Erase the caller's account",
        body: deleteAccountSchema,
        response: { 200: z.object({ status: z.literal('deleted') }) },
      },
    },
    async (request, reply) => {
      const context = requireAuthContext(request);
      await deleteAccount({ db, now, storage: app.storage }, context.user.id);
      reply.header('set-cookie', app.expiredAuthCookies);
      return { status: 'deleted' as const };
    },
  );
}
