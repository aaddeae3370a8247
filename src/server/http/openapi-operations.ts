import type { FastifyContextConfig, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { noContentSchema } from './zod-type-provider';

/** A security requirement of OpenAPI: a scheme's name and its scopes (none for a cookie). */
export type SecurityRequirement = Record<string, string[]>;

/** What a route's access rule means for its callers, as the document states it. */
export interface DocumentedAccess {
  /** One sentence for the operation's description, e.g. 'Access: any signed-in account.' */
  description: string;
  /** `[]` for a public route; otherwise what the caller must present. */
  security: SecurityRequirement[];
}

/**
 * What the document says about access, given by the layer that owns the access rules (the auth layer,
 * through app.ts), so this one reads a route's config without knowing its rules.
 */
export interface OpenApiAccess {
  /** The document's security schemes, by the names `describe` uses in its requirements. */
  securitySchemes: Record<string, { type: 'apiKey'; in: 'cookie'; name: string; description: string }>;
  /** How a route's access rule (its config) reads in the document. */
  describe(config: FastifyContextConfig | undefined): DocumentedAccess;
  /** The config of the documentation's own routes (Swagger UI adds routes that declare none). */
  docsRouteConfig: FastifyContextConfig;
}

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

/**
 * A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 uses): requests as the client sends them
 * (`input`), responses as the serializer sends them (`output`). What JSON Schema cannot say (a
 * transform's function, a date object) becomes "any" rather than failing the whole document.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return jsonSchema;
}

/** A route's schema for @fastify/swagger: a zod schema as JSON Schema, anything else as it is. */
export function zodToJsonSchema(schema: unknown, io: 'input' | 'output'): unknown {
  if (!isZodSchema(schema)) return schema;
  // JSON Schema has no "undefined": an empty 204 is said as `null`, which OpenAPI shows as no content.
  if (schema === noContentSchema) return { type: 'null', description: 'No content' };
  return jsonSchemaOf(schema, io);
}

/**
 * @fastify/swagger's transform: the route's schemas as JSON Schema, tagged by area, with its access
 * (description, security). Pages and static files are not the API; a wildcard (the better-auth proxy)
 * OpenAPI cannot express.
 */
export function documentRoute(access: OpenApiAccess) {
  return ({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) => {
    if (!url.startsWith('/api/') || url.includes('*')) return { schema: { hide: true }, url };
    if (schema?.hide) return { schema, url };
    const documented = access.describe(route.config);
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
      description: documented.description,
      ...(documented.security.length > 0 ? { security: documented.security } : {}),
    };
    return { schema: converted, url };
  };
}
