import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  /** Adds upgrade-insecure-requests; only meaningful (and harmless) when served over HTTPS. */
  https: boolean;
}

/**
 * The usual security headers (CSP, HSTS and the rest), with no third-party hosts: everything is
 * self-hosted. Inline styles stay allowed (React and the toast library set styles at run time); inline
 * scripts never are. Helmet (with its other defaults: COOP, CORP, nosniff…) writes them once here:
 * they are the same for every response, so no request pays for building them again.
 */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  helmet({
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
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  headers['Permissions-Policy'] = 'camera=(), microphone=(), geolocation=()';
  return headers;
}

/** Every response (pages, API, static files, errors) carries the security headers. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    // Named in lower case, as Fastify keeps them: it lower-cases each name it is given, and a name
    // already in lower case costs no new string (and no hashing of one) on every response.
    const headers = Object.fromEntries(
      Object.entries(securityHeaders(options)).map(([name, value]) => [name.toLowerCase(), value]),
    );
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
