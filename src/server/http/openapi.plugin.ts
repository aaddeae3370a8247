import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { projectRoot } from '../project-root';
import { apiErrorSchemaName, documentRoute, type OpenApiAccess } from './openapi-operations';

/** Where the documentation lives: the UI here, the document at `${docsPrefix}/openapi.json`. */
export const docsPrefix = '/api/docs';

const packageJson = z
  .object({ name: z.string(), version: z.string() })
  .parse(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')));

const apiDescription = [
  'The ARRS Place JSON API. Every error answers `{"error":{"code","message"}}`: a stable code, and a',
  'message to show. Any route may answer 503 `SERVICE_UNAVAILABLE` with `Retry-After` while the',
  'database is unreachable. Signed-in routes take the session cookie that `POST /api/auth/sign-in/email`',
  'sets; a state-changing request must come from this site (`Origin`).',
].join(' ');

/**
 * The OpenAPI 3.1 document, built from the zod schemas every route declares (decision 018); what
 * access means (security schemes, refusals) comes from `access`, given by app.ts. Registered before
 * the auth plugin: its onRoute hook then runs before auth's, and gives the routes that
 * @fastify/swagger-ui adds under /api/docs (which take no route config) the documentation's config.
 */
export const openapiPlugin = fp<{ access: OpenApiAccess }>(
  async (app: FastifyInstance, { access }) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(docsPrefix)) return;
      route.config = { ...access.docsRouteConfig, ...route.config };
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: packageJson.name, version: packageJson.version, description: apiDescription },
        // Relative: each site serves the API on its own origin, the one this document came from.
        servers: [{ url: '/', description: 'The origin that serves this document' }],
        components: {
          securitySchemes: access.securitySchemes,
          // `apiErrorBodySchema` (error-handler.plugin.ts) as JSON Schema; openapi.test.ts checks they agree.
          schemas: {
            [apiErrorSchemaName]: {
              type: 'object',
              properties: {
                error: {
                  type: 'object',
                  properties: { code: { type: 'string' }, message: { type: 'string' } },
                  required: ['code', 'message'],
                  additionalProperties: false,
                },
              },
              required: ['error'],
              additionalProperties: false,
            },
          },
        },
      },
      transform: documentRoute(access),
    });
  },
  { name: 'openapi' },
);

/**
 * GET /api/docs/openapi.json (the document) and the Swagger UI at /api/docs, self-hosted: its
 * scripts and styles are files under /api/docs/static, so the app's CSP (no inline script) holds.
 * Their access is the documentation's, given by the openapi plugin's onRoute hook.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  app.get(`${docsPrefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    // The UI must not call the public validator (an outside host, and it would see the document).
    validatorUrl: false,
    uiConfig: { deepLinking: true },
  });
}
