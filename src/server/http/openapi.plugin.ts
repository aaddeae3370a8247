import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { adminRoles } from '../../shared/accounts/roles';
import { type Access, approved } from '../auth/access-policy';
import { sessionCookieName } from '../auth/session-cookie';
import { projectRoot } from '../project-root';
import { noContentSchema } from './zod-type-provider';

export const docsPrefix = '/api/docs';
/** The documentation describes every route, so only admins read it, like the rest of the admin area. */
export const docsAccess: Access = approved(adminRoles);

const packageJson = z
  .object({ name: z.string(), version: z.string() })
  .parse(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')));

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

/** What JSON Schema cannot say (a transform's function, a date) becomes "any", not a failed document. */
export function zodToJsonSchema(schema: unknown, io: 'input' | 'output'): unknown {
  if (!isZodSchema(schema)) return schema;
  // JSON Schema has no "undefined": an empty 204 is said as `null`, which OpenAPI shows as no content.
  if (schema === noContentSchema) return { type: 'null', description: 'No content' };
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return jsonSchema;
}

function describeAccess(access: Access | undefined): string {
  if (!access || access.kind === 'anonymous') return 'Access: anyone.';
  if (access.kind === 'signed-in') return 'Access: any signed-in account.';
  const who = access.roles ? access.roles.join(', ') : 'any role';
  const extras = [
    access.consent ? 'with recruitment consent' : '',
    access.organisation ? 'of a verified organisation' : '',
  ].filter(Boolean);
  return `Access: approved accounts (${who})${extras.length ? ` ${extras.join(', ')}` : ''}.`;
}

function documentedRoute({
  schema,
  url,
  route,
}: {
  schema: FastifySchema;
  url: string;
  route: RouteOptions;
}) {
  // Pages and static files are not the API; a wildcard (the better-auth proxy) OpenAPI cannot express.
  if (!url.startsWith('/api/') || url.includes('*')) return { schema: { hide: true }, url };
  if (schema?.hide) return { schema, url };
  const access = route.config?.access;
  const response = schema?.response;
  const converted: FastifySchema & Record<string, unknown> = {
    ...schema,
    body: zodToJsonSchema(schema?.body, 'input'),
    querystring: zodToJsonSchema(schema?.querystring, 'input'),
    params: zodToJsonSchema(schema?.params, 'input'),
    headers: zodToJsonSchema(schema?.headers, 'input'),
    response:
      typeof response === 'object' && response !== null
        ? Object.fromEntries(
            Object.entries(response).map(([status, body]) => [status, zodToJsonSchema(body, 'output')]),
          )
        : undefined,
    tags: [url.split('/')[2] ?? 'api'],
    description: describeAccess(access),
    ...(access && access.kind !== 'anonymous' ? { security: [{ sessionCookie: [] }] } : {}),
  };
  return { schema: converted, url };
}

/**
 * Built from the zod schemas (decision 018). Registered before the auth plugin, so its onRoute hook gives
 * the routes @fastify/swagger-ui adds under /api/docs the admin access rule every /api route must declare.
 */
export const openapiPlugin = fp<{ https: boolean }>(
  async (app: FastifyInstance, options) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(docsPrefix) || route.config?.access) return;
      route.config = { ...route.config, access: docsAccess };
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: packageJson.name,
          version: packageJson.version,
          description: 'The ARRS Place JSON API. Errors answer `{"error":{"code","message"}}`.',
        },
        components: {
          securitySchemes: {
            sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName(options.https) },
          },
        },
      },
      transform: documentedRoute,
    });
  },
  { name: 'openapi' },
);

/** The Swagger UI is self-hosted, so the app's CSP (no inline script) holds. */
export async function apiDocsRoutes(app: FastifyInstance) {
  app.get(
    `${docsPrefix}/openapi.json`,
    { config: { access: docsAccess }, schema: { hide: true } },
    async () => app.swagger(),
  );
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    // The UI must not call the public validator (an outside host, and it would see the document).
    validatorUrl: false,
    uiConfig: { deepLinking: true },
  });
}
