import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fetch metadata values of a request the browser made from our own pages (or typed by the user). */
const ownSite = new Set(['same-origin', 'none']);

function fromOurSite(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin) return trusted.has(origin);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return ownSite.has(String(site));
  // Browsers always send Origin on such requests: without one, only a cookie-less caller (scripts,
  // the admin CLI, health probes) is accepted.
  return !request.headers.cookie;
}

/**
 * CSRF defence for cookie sessions (docs/security.md): a state-changing request must come from one of
 * our own origins, whatever its path or request-target form (`POST http://host/api/…`).
 */
export const originCheckPlugin = fp<{ trustedOrigins: readonly string[] }>(
  async (app: FastifyInstance, options) => {
    const trusted = new Set(options.trustedOrigins);
    app.addHook('onRequest', (request, _reply, done) => {
      if (!stateChanging.has(request.method) || fromOurSite(request, trusted)) return done();
      done(new AppError(403, 'INVALID_ORIGIN', 'This request did not come from this site.'));
    });
  },
  { name: 'origin-check' },
);
