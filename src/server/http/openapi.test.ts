import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildAccount, createClient, signedInClient, type TestClient } from '../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { apiErrorBodySchema } from './error-handler.plugin';
import { docsPrefix } from './openapi.plugin';
import { apiErrorSchemaName, jsonSchemaOf } from './openapi-operations';

/**
 * Routes that answer something other than a JSON body their schema describes, each with the reason.
 * Anything else under /api must declare a response schema.
 */
const withoutResponseSchema: Record<string, string> = {
  'GET /api/auth/*': 'better-auth answers through the proxy; its endpoints are listed in auth-endpoints.ts',
  'POST /api/auth/*': 'better-auth answers through the proxy; its endpoints are listed in auth-endpoints.ts',
  'GET /api/community/events': 'a server-sent-events stream, not a JSON body',
  'GET /api/account/export': 'a file download (zip of the personal data)',
  'GET /api/admin/submissions/export': 'a file download (CSV)',
  'GET /api/admin/analytics/export.csv': 'a file download (CSV)',
  'GET /api/files/:id': 'a stored file, sent as its own type',
  'GET /api/employer/candidates/:reference/video': 'a stored video, sent as its own type',
  'GET /api/employer/opportunities/:id/files/:kind': 'a stored file, sent as its own type',
  'GET /api/candidate/consent-receipts/:id': 'a file download (the receipt as plain text)',
  'POST /api/internal/backup': 'a file download (the embedded database as tar), for the local CLI only',
  'GET /api/unsubscribe': 'an HTML page with the one-click button (opened from an e-mail, without JS)',
  'POST /api/unsubscribe': 'an HTML page saying it is done (a form post from that page or a mail client)',
};

/**
 * POST routes that take no JSON body, so declare no body schema: an action named by the URL, or a
 * multipart upload (parsed by @fastify/multipart, checked by the route's file rules).
 */
const withoutBodySchema: Record<string, string> = {
  'POST /api/auth/*': 'better-auth validates its own bodies (auth-endpoints.ts)',
  'POST /api/account/activity': 'an action: keeps the session alive',
  'POST /api/account/consent/recruitment': 'an action: gives the consent',
  'POST /api/feedback/survey/dismiss': 'an action: "Not now"',
  'POST /api/admin/accounts/:id/approve': 'an action on the account in the URL',
  'POST /api/admin/accounts/:id/reject': 'an action on the account in the URL',
  'POST /api/admin/accounts/:id/suspend': 'an action on the account in the URL',
  'POST /api/admin/accounts/:id/unsuspend': 'an action on the account in the URL',
  'POST /api/admin/accounts/:id/sign-out-everywhere': 'an action on the account in the URL',
  'POST /api/admin/submissions/recruitment/:id/approve': 'an action on the submission in the URL',
  'POST /api/admin/mail/:id/retry': 'an action on the message in the URL',
  'POST /api/admin/documents/:id/verify': 'an action on the document in the URL',
  'POST /api/admin/organisations/:id/verify': 'an action on the organisation in the URL',
  'POST /api/candidate/opportunities/:id/approve': 'an action on the opportunity in the URL',
  'POST /api/employer/vacancies/:id/duplicate': 'an action: copies the vacancy in the URL as a draft',
  'POST /api/employer/applications/:id/introduction':
    'an action: asks the team to introduce the applicant in the URL',
  'POST /api/candidate/opportunities/:id/withdraw': 'an action on the opportunity in the URL',
  'POST /api/candidate/photo': 'a multipart upload',
  'POST /api/candidate/video': 'a multipart upload',
  'POST /api/candidate/documents': 'a multipart upload',
  'POST /api/internal/backup': 'an action: `npm run backup` asks for the database',
};

/** The documentation's own routes (the UI, its files, the document): hidden from the document. */
const isDocsRoute = (url: string) => url === docsPrefix || url.startsWith(`${docsPrefix}/`);

const operationSchema = z.object({
  operationId: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'a camelCase operationId'),
  summary: z.string().min(1).max(100),
  tags: z.array(z.string()).min(1),
  description: z.string(),
  responses: z.record(
    z.string().regex(/^[1-5]\d\d$/),
    z.object({
      description: z.string(),
      content: z.optional(z.record(z.string(), z.object({ schema: z.record(z.string(), z.unknown()) }))),
      headers: z.optional(z.record(z.string(), z.object({ schema: z.unknown() }))),
    }),
  ),
  requestBody: z.optional(
    z.object({
      // JSON, or a multipart upload (its fields and the `file` part).
      content: z.union([
        z.object({ 'application/json': z.object({ schema: z.record(z.string(), z.unknown()) }) }),
        z.object({ 'multipart/form-data': z.object({ schema: z.record(z.string(), z.unknown()) }) }),
      ]),
    }),
  ),
  parameters: z.optional(
    z.array(
      z.object({ in: z.enum(['path', 'query', 'header', 'cookie']), name: z.string(), schema: z.unknown() }),
    ),
  ),
  // Every operation says how to call it: `[]` when no session is needed.
  security: z.array(z.record(z.string(), z.array(z.string()))),
});
const documentSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.literal('arrs-place'), version: z.string().min(1) }),
  paths: z.record(
    z.string(),
    z.partialRecord(z.enum(['get', 'put', 'post', 'delete', 'patch']), operationSchema),
  ),
  components: z.object({
    securitySchemes: z.object({
      sessionCookie: z.object({ type: z.literal('apiKey'), in: z.literal('cookie'), name: z.string() }),
    }),
    schemas: z.record(z.string(), z.unknown()),
  }),
});
type OpenApiDocument = z.infer<typeof documentSchema>;

describe('the OpenAPI document', () => {
  let t: TestApp;
  let admin: TestClient;
  let candidate: TestClient;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    admin = (await signedInClient(t.app, await buildAccount(db, { role: 'admin' }), true, '10.8.0.1')).client;
    candidate = (
      await signedInClient(t.app, await buildAccount(db, { role: 'candidate' }), false, '10.8.0.2')
    ).client;
    const response = await admin.get(`${docsPrefix}/openapi.json`);
    expect(response.statusCode, response.body).toBe(200);
    document = documentSchema.parse(response.json());
  }, 60_000);

  afterAll(async () => {
    await t.app.close();
  });

  const operation = (path: string, method: 'get' | 'put' | 'post' | 'delete' | 'patch') => {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`no ${method.toUpperCase()} ${path} in the document`);
    return found;
  };
  const jsonSchema = (content: unknown) =>
    z
      .object({
        'application/json': z.object({
          schema: z.looseObject({ properties: z.record(z.string(), z.unknown()) }),
        }),
      })
      .parse(content)['application/json'].schema;

  it('is OpenAPI 3.1 with the request body and response schemas of the routes', () => {
    const feedback = operation('/api/feedback', 'post');
    const body = jsonSchema(feedback.requestBody?.content);
    expect(Object.keys(body.properties)).toEqual(['rating', 'feedbackText']);
    expect(body).toMatchObject({ required: ['rating'], additionalProperties: false });
    expect(jsonSchema(feedback.responses['201']?.content).properties).toHaveProperty('status');
    expect(feedback.security).toEqual([{ sessionCookie: [] }]);
    expect(feedback.tags).toEqual(['feedback']);
    expect(feedback.description).toBe('Access: approved accounts (candidate, employer).');
    // An empty 204 is said as no content.
    expect(operation('/api/account/activity', 'post').responses['204']).toEqual({
      description: 'No content',
    });

    const health = operation('/api/health', 'get');
    expect(Object.keys(jsonSchema(health.responses['200']?.content).properties)).toEqual(['status', 'db']);
    expect(health.security).toEqual([]);

    // Path parameters as OpenAPI spells them, and query strings as parameters.
    const role = operation('/api/admin/accounts/{id}/role', 'post');
    expect(role.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id' })]);
    expect(jsonSchema(role.requestBody?.content).properties).toHaveProperty('role');
    const posts = operation('/api/community/posts', 'get');
    expect(posts.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['query:sort', 'query:offset']),
    );
    expect(jsonSchema(posts.responses['200']?.content).properties).toHaveProperty('posts');

    // Responses are what the serializer sends (zod output), requests what the client sends (input).
    const signUp = operation('/api/account/sign-up', 'post');
    expect(jsonSchema(signUp.requestBody?.content).properties).toHaveProperty('email');
  });

  it('has responses for every operation, and only /api paths besides the documentation', () => {
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(80);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(paths.filter(isDocsRoute)).toEqual([]);
    const withoutResponses = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, described]) => Object.keys(described.responses).length === 0)
        .map(([method]) => `${method} ${path}`),
    );
    expect(withoutResponses).toEqual([]);
  });

  /** Every operation of the document, with its method and path. */
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, described]) =>
      Object.entries(described).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );

  it('gives every operation a unique operationId and a summary', () => {
    // The document schema has already required a camelCase operationId and a summary of each.
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'operationIds used twice',
    ).toEqual([]);
  });

  it('states each operation’s security from its access rule: none for anonymous routes, else the cookie', () => {
    const wrong: string[] = [];
    for (const route of t.app.apiRoutes) {
      if (route.method === 'HEAD' || isDocsRoute(route.url) || route.url.includes('*')) continue;
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const documented = operation(
        path,
        z.enum(['get', 'put', 'post', 'delete', 'patch']).parse(route.method.toLowerCase()),
      );
      const expected = route.access.kind === 'anonymous' ? [] : [{ sessionCookie: [] }];
      if (JSON.stringify(documented.security) !== JSON.stringify(expected))
        wrong.push(`${route.method} ${route.url}`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents every error answer in the shared error shape: 400 for input, 401/403 for access, and the declared ones', () => {
    expect(document.components.schemas[apiErrorSchemaName]).toEqual(
      jsonSchemaOf(apiErrorBodySchema, 'output'),
    );
    const apiError = {
      'application/json': { schema: { $ref: `#/components/schemas/${apiErrorSchemaName}` } },
    };
    const problems: string[] = [];
    for (const { key, operation: described } of operations()) {
      const statuses = Object.keys(described.responses);
      const takesInput = described.requestBody !== undefined || (described.parameters ?? []).length > 0;
      if (takesInput && !statuses.includes('400')) problems.push(`${key}: no 400`);
      if (described.security.length > 0 && !(statuses.includes('401') && statuses.includes('403')))
        problems.push(`${key}: signed-in but no 401 and 403`);
      if (!key.startsWith('GET') && !statuses.includes('403')) problems.push(`${key}: no 403 (Origin check)`);
      for (const status of statuses.filter((code) => code.startsWith('4'))) {
        const response = described.responses[status];
        if (JSON.stringify(response?.content) !== JSON.stringify(apiError))
          problems.push(`${key}: ${status} is not the shared error body`);
        if (status === '429' && !response?.headers?.['Retry-After'])
          problems.push(`${key}: 429 without Retry-After`);
      }
    }
    expect(problems).toEqual([]);
    // Declared per route: a 404 for what the path names, a 429 where rate-limited.
    expect(Object.keys(operation('/api/admin/accounts/{id}/approve', 'post').responses)).toEqual(
      expect.arrayContaining(['404', '409']),
    );
    expect(Object.keys(operation('/api/account/sign-up', 'post').responses)).toContain('429');
    expect(operation('/api/community/posts/{id}', 'get').responses['404']?.description).toMatch(/not found/i);
  });

  it('fails for any /api route without its schemas (response, params, body), bar the listed exceptions', () => {
    const problems: string[] = [];
    for (const route of t.app.apiRoutes) {
      const key = `${route.method} ${route.url}`;
      if (route.method === 'HEAD' || isDocsRoute(route.url)) continue;
      const { response, params, body } = route.schema;
      if (!response && !(key in withoutResponseSchema)) problems.push(`${key}: no response schema`);
      if (/[:*]/.test(route.url) && !params && !route.url.endsWith('*'))
        problems.push(`${key}: no params schema`);
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !body && !(key in withoutBodySchema))
        problems.push(`${key}: no body schema`);
    }
    // A query string needs no check here: without a schema, `request.query` is `unknown` to TypeScript.
    expect(problems).toEqual([]);
    const registered = new Set(t.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    const stale = [...Object.keys(withoutResponseSchema), ...Object.keys(withoutBodySchema)].filter(
      (key) => !registered.has(key),
    );
    expect(stale, 'exceptions for routes that no longer exist').toEqual([]);
  });

  it('is for admins only: 401 signed out, 403 for everyone else, the UI and its files included', async () => {
    const anonymous = createClient(t.app, {}, { remoteAddress: '10.8.0.3' });
    const urls = [
      `${docsPrefix}/openapi.json`,
      docsPrefix,
      `${docsPrefix}/`,
      `${docsPrefix}/json`,
      `${docsPrefix}/static/swagger-initializer.js`,
      `${docsPrefix}/static/swagger-ui-bundle.js`,
    ];
    for (const url of urls) {
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
      expect((await candidate.get(url)).statusCode, url).toBe(403);
      expect((await admin.get(url)).statusCode, url).toBe(200);
    }
  });

  it('serves a self-hosted UI under the strict CSP: no inline script, no outside host', async () => {
    const page = await admin.get(`${docsPrefix}/`);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\/[\w.-]+\.js"/);
      expect(inline?.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    const initializer = await admin.get(`${docsPrefix}/static/swagger-initializer.js`);
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).toContain('validatorUrl: null');
  });
});
