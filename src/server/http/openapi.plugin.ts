import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { projectRoot } from '../project-root';
import { documentRoute, type OpenApiAccess } from './openapi-operations';

/** Where the documentation lives: the UI here, the document at `${docsPrefix}/openapi.json`. */
export const docsPrefix = '/api/docs';

const packageJson = z
  .object({ name: z.string(), version: z.string() })
  .parse(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')));

/**
 * The OpenAPI 3.1 document, built from the zod schemas every route declares (decision 018); what
 * access means (security schemes, each rule) comes from `access`, given by app.ts. Registered before
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
        info: {
          title: packageJson.name,
          version: packageJson.version,
          description: 'The ARRS Place JSON API. Errors answer `{"error":{"code","message"}}`.',
        },
        components: { securitySchemes: access.securitySchemes },
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
