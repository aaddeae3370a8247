import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  contactSubmissionSchema,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  recruitmentSubmissionSchema,
  submissionMessages,
} from '../../../shared/submissions/submission.schemas';
import { anonymous } from '../../auth/access-policy';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { type SubmissionDeps, submitContact, submitRecruitment } from './submissions.service';

/** Nothing about the stored lead goes back: no id, no echo. */
const receivedSchema = z.strictObject({ status: z.literal('received') });

/**
 * The shared form schema, with the full 'Consent Required: …' text for a missing consent
 * (the form shows the title and text apart; the API sends one message).
 */
const recruitmentBodySchema = z.unknown().transform((data, ctx) => {
  const result = recruitmentSubmissionSchema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const isConsent = issue.message === submissionMessages.consentRequired;
    ctx.addIssue({
      code: 'custom',
      path: issue.path,
      message: isConsent
        ? `${submissionMessages.consentRequiredTitle}: ${submissionMessages.consentRequired}`
        : issue.message,
    });
  }
  return z.NEVER;
});

/** Every other header passes through untouched (a strict or plain object would drop them). */
const idempotentHeadersSchema = z.looseObject({ [idempotencyKeyHeader]: idempotencyKeySchema.optional() });

async function received(reply: FastifyReply, submit: () => Promise<void>) {
  await submit();
  return reply.status(201).send({ status: 'received' as const });
}

/** /api/submissions: the public contact and recruitment forms, anonymous and rate-limited. */
export async function submissionsRoutes(app: FastifyInstance, options: { now?: () => Date }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Read at request time, so the limiter in use is always the app's current one.
  const deps = (): SubmissionDeps => ({
    db: app.database.db,
    mail: app.mail,
    rateLimiter: app.rateLimiter,
    now: options.now ?? (() => new Date()),
  });

  routes.post(
    '/api/submissions/contact',
    {
      config: { access: anonymous },
      schema: {
        operationId: 'submitContact',
        summary: 'Send the contact form',
        errors: [422, 429, 503],
        headers: idempotentHeadersSchema,
        body: contactSubmissionSchema,
        response: { 201: receivedSchema },
      },
    },
    async (request, reply) =>
      received(reply, () =>
        submitContact(deps(), request.body, request.clientKey, request.headers[idempotencyKeyHeader]),
      ),
  );

  routes.post(
    '/api/submissions/recruitment',
    {
      config: { access: anonymous },
      schema: {
        operationId: 'submitRecruitment',
        summary: 'Send the recruitment form',
        errors: [422, 429, 503],
        headers: idempotentHeadersSchema,
        body: recruitmentBodySchema,
        response: { 201: receivedSchema },
      },
    },
    async (request, reply) =>
      received(reply, () =>
        submitRecruitment(deps(), request.body, request.clientKey, request.headers[idempotencyKeyHeader]),
      ),
  );
}
