import { STATUS_CODES } from 'node:http';
import type { FastifyContextConfig, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { noContentSchema } from './zod-type-provider';

/**
 * Error statuses a route declares for the document, besides those the transform derives from what the
 * route already says (400 from its request schemas, 401/403 from its access rule and method).
 */
export type DeclaredErrorStatus = 400 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The error answers this route gives that nothing else it declares implies, for the API document:
     * 404 for a path naming nothing the caller may see, 409 for a state conflict, 429 where rate-limited…
     */
    errors?: readonly DeclaredErrorStatus[];
  }
}

/** A security requirement of OpenAPI: a scheme's name and its scopes (none for a cookie). */
export type SecurityRequirement = Record<string, string[]>;

/** What a route's access rule means for its callers, as the document states it. */
export interface DocumentedAccess {
  /** One sentence for the operation's description, e.g. 'Access: any signed-in account.' */
  description: string;
  /** `[]` for a public route; otherwise what the caller must present. */
  security: SecurityRequirement[];
  /** The refusals the rule can answer, each with what it means (its error codes). */
  refusals: Partial<Record<401 | 403, string>>;
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

/** The shared error body's name under `components.schemas`. */
export const apiErrorSchemaName = 'ApiError';
const apiErrorContent = {
  'application/json': { schema: { $ref: `#/components/schemas/${apiErrorSchemaName}` } },
};
const retryAfter = {
  'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' },
};

const derivedMeanings = {
  400: 'The request does not match its schema: VALIDATION_ERROR (INVALID_BODY for JSON that cannot be read); the message names the first problem.',
  invalidOrigin: 'INVALID_ORIGIN: a state-changing request that did not come from this site.',
} as const;

const declaredMeanings: Record<DeclaredErrorStatus, string> = {
  400: 'The request cannot be processed (the code says why).',
  403: 'Refused (the code says why).',
  404: 'Not found: what the path names does not exist, or is not the caller’s to see.',
  409: 'Conflicts with the current state (the code says which).',
  410: 'Gone: what the path names existed but is no longer available (the code says why).',
  413: 'Too large (the message gives the limit).',
  415: 'UNSUPPORTED_FILE_TYPE: the file is not of a type this route accepts.',
  422: 'Understood but not accepted (the code says why).',
  429: 'RATE_LIMITED: too many requests; `Retry-After` says when to try again.',
  503: 'Unavailable for a moment (the code says why): try again shortly, after `Retry-After` seconds when it is sent.',
};

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

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The body of a multipart upload, which the route reads itself (no body schema): text fields, and one
 * part named `file`.
 */
const multipartBody = {
  type: 'object',
  properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
  required: ['file'],
  additionalProperties: { type: 'string' },
};

function requestBody(schema: FastifySchema | undefined): unknown {
  if (schema?.body) return zodToJsonSchema(schema.body, 'input');
  return schema?.consumes?.includes('multipart/form-data') ? multipartBody : undefined;
}

/** Each error status the route can answer, with what it means there. */
function errorMeanings(
  schema: FastifySchema | undefined,
  methods: readonly string[],
  access: DocumentedAccess,
): Map<number, string[]> {
  const meanings = new Map<number, string[]>();
  const add = (status: number, meaning: string) =>
    meanings.set(status, [...(meanings.get(status) ?? []), meaning]);
  if (schema?.body || schema?.querystring || schema?.params || schema?.headers)
    add(400, derivedMeanings[400]);
  for (const [status, meaning] of Object.entries(access.refusals)) add(Number(status), meaning);
  if (methods.some((method) => stateChanging.has(method))) add(403, derivedMeanings.invalidOrigin);
  for (const status of schema?.errors ?? []) if (!meanings.has(status)) add(status, declaredMeanings[status]);
  return meanings;
}

/** A response the route declares, described by its status (@fastify/swagger reads the extension). */
function ownResponse(status: string, body: unknown): unknown {
  const jsonSchema = zodToJsonSchema(body, 'output');
  if (body === noContentSchema || typeof jsonSchema !== 'object' || jsonSchema === null) return jsonSchema;
  return { ...jsonSchema, 'x-response-description': STATUS_CODES[status] ?? 'Response' };
}

/** The route's responses: its own (as JSON Schema), then every error it can answer, in the shared shape. */
function documentedResponses(
  schema: FastifySchema | undefined,
  methods: readonly string[],
  access: DocumentedAccess,
): Record<string, unknown> {
  const own = typeof schema?.response === 'object' && schema.response !== null ? schema.response : undefined;
  const responses: Record<string, unknown> = own
    ? Object.fromEntries(Object.entries(own).map(([status, body]) => [status, ownResponse(status, body)]))
    : // No JSON to describe: a download or a stream, in the types the route `produces`.
      { 200: { type: 'string', description: 'Success: the body is of the type listed, not JSON.' } };
  for (const [status, meanings] of errorMeanings(schema, methods, access)) {
    if (String(status) in responses) continue;
    responses[status] = {
      description: meanings.join(' '),
      content: apiErrorContent,
      ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
    };
  }
  return responses;
}

/**
 * @fastify/swagger's transform: the route's schemas as JSON Schema, tagged by area, with its access
 * (description, security, refusals) and every error answer it can give. Pages and static files are not
 * the API; a wildcard (the better-auth proxy) OpenAPI cannot express.
 */
export function documentRoute(access: OpenApiAccess) {
  return ({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) => {
    if (!url.startsWith('/api/') || url.includes('*')) return { schema: { hide: true }, url };
    if (schema?.hide) return { schema, url };
    const { errors: _declared, ...own } = schema ?? {};
    const documented = access.describe(route.config);
    const methods = [route.method].flat();
    const converted: FastifySchema & Record<string, unknown> = {
      ...own,
      body: requestBody(schema),
      querystring: zodToJsonSchema(schema?.querystring, 'input'),
      params: zodToJsonSchema(schema?.params, 'input'),
      headers: zodToJsonSchema(schema?.headers, 'input'),
      response: documentedResponses(schema, methods, documented),
      tags: [url.split('/')[2] ?? 'api'],
      description: documented.description,
      security: documented.security,
    };
    return { schema: converted, url };
  };
}
