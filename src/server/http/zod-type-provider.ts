import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors/app-error';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * The response schema of a route that answers 204 with no body: it says so in the OpenAPI document
 * and costs nothing at run time (an empty reply is never serialized).
 */
export const noContentSchema = z.undefined().describe('No content');

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

export function applyZodSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const first = result.error.issues[0];
    // A client error like the app's others (no stack trace captured), with zod's issues for Fastify.
    const error = Object.assign(new AppError(400, 'VALIDATION_ERROR', first?.message ?? 'Invalid request'), {
      validation: result.error.issues,
    });
    return { error };
  });
  // Responses pass through their schema, so only the listed fields ever leave the server.
  app.setSerializerCompiler(({ schema }) => (data: unknown) => {
    if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
    return JSON.stringify(schema.parse(data));
  });
}
