import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for cookie sessions (DESIGN §5): a state-changing API request must come from one of
 * our own origins. A request with no Origin is accepted only when it carries no cookies (scripts,
 * the admin CLI, health probes), since browsers always send Origin on such requests.
 */
export const originCheckPlugin = fp<{ trustedOrigins: readonly string[] }>(
  async (app: FastifyInstance, options) => {
    const trusted = new Set(options.trustedOrigins);
    app.addHook('onRequest', async (request) => {
      if (!stateChanging.has(request.method) || !request.url.startsWith('/api/')) return;
      const origin = request.headers.origin;
      if (origin ? trusted.has(origin) : !request.headers.cookie) return;
      throw new AppError(403, 'INVALID_ORIGIN', 'This request did not come from this site.');
    });
  },
  { name: 'origin-check' },
);
