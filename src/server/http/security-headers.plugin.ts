import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Adds upgrade-insecure-requests; only meaningful (and harmless) when served over HTTPS. */
  https: boolean;
}

/**
 * Headers of spec §7.6 on every response (pages, API, static files, errors), without the spec's
 * third-party hosts: everything is self-hosted. Inline styles stay allowed (spec §7.6; React and
 * the toast library set styles at run time); inline scripts never are.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xContentTypeOptions: true,
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    });
  },
  { name: 'security-headers' },
);
