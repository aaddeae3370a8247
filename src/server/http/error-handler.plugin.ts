import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isDatabaseUnavailable, ServiceUnavailableError } from '../db/database-errors';
import { AppError, RateLimitedError, unexpectedErrorMessage } from '../errors/app-error';

/** Every error answer of the API: a stable code for programs, a message for people. */
export const apiErrorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export function sendApiError(reply: FastifyReply, statusCode: number, code: string, message: string) {
  const body: ApiErrorBody = { error: { code, message } };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

function isFastifyClientError(error: unknown): error is FastifyError & { statusCode: number } {
  if (!(error instanceof Error)) return false;
  const status = (error as FastifyError).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
    // An outage, not a bug: the client is told to come back, and the log says why in one line.
    request.log.warn({ err: error }, 'database unavailable');
    return handleError(new ServiceUnavailableError(), request, reply);
  }
  if (error instanceof AppError) {
    if (error.statusCode >= 500 && !(error instanceof ServiceUnavailableError))
      request.log.error({ err: error }, 'request failed');
    if (error instanceof RateLimitedError || error instanceof ServiceUnavailableError)
      reply.header('Retry-After', String(error.retryAfterSeconds));
    return sendApiError(reply, error.statusCode, error.code, error.message);
  }
  if (isFastifyClientError(error)) {
    // Validation and protocol errors (bad JSON, wrong content type, body too large): safe to describe.
    const code = error.validation ? 'VALIDATION_ERROR' : (error.code ?? 'BAD_REQUEST');
    return sendApiError(reply, error.statusCode, code, error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendApiError(reply, 500, 'INTERNAL_ERROR', unexpectedErrorMessage);
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
