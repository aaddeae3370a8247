import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { anonymous } from '../auth/access-policy';
import { AppError, RateLimitedError } from '../errors/app-error';
import { createTestConfig, sharedFixtureWebRoot } from '../test/app.test-utils';
import { createTestDatabase } from '../test/database.test-utils';
import type { ZodTypeProvider } from './zod-type-provider';

describe('error handling', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    app = await buildApp({
      config: createTestConfig(),
      database: await createTestDatabase(),
      webRoot: sharedFixtureWebRoot(),
    });
    app.get('/api/test/crash', { config: { access: anonymous } }, async () => {
      throw new Error('connection string postgres://user:secret@db/prod failed');
    });
    app.get('/api/test/conflict', { config: { access: anonymous } }, async () => {
      throw new AppError(409, 'CONFLICT', 'Already exists');
    });
    app.get('/api/test/limited', { config: { access: anonymous } }, async () => {
      throw new RateLimitedError('Slow down', 42);
    });
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/test/echo',
      {
        config: { access: anonymous },
        schema: {
          body: z.object({ name: z.string().min(2, 'Name must be at least 2 characters') }),
          response: { 200: z.object({ name: z.string() }) },
        },
      },
      async (request) => ({ ...request.body, internal: 'never sent' }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('hides internals of unexpected errors behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' },
    });
    expect(response.body).not.toContain('secret');
  });

  it('reports typed errors with their status and code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: 'Already exists' } });
  });

  it('sends Retry-After from a rate-limit error, with the usual body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('42');
    expect(response.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Slow down' } });
  });

  it('sends no Retry-After for other errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('turns schema failures into 400 with the schema message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'A' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'Name must be at least 2 characters' },
    });
  });

  it('sends only the fields the response schema lists', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'Ada' } });
    expect(response.json()).toEqual({ name: 'Ada' });
  });

  it.each([
    ['malformed JSON', { payload: '{"name":', headers: { 'content-type': 'application/json' } }, 400],
    ['an unsupported content type', { payload: 'name=Ada', headers: { 'content-type': 'text/csv' } }, 415],
    [
      'a body over the limit',
      {
        payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
    ],
  ])('answers %s with a JSON 4xx', async (_label, request, status) => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', ...request });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });

  it.each(['GET', 'DELETE'] as const)('answers unknown API routes with a JSON 404 (%s)', async (method) => {
    const response = await app.inject({ method, url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
