import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { hooksOf } from './route-hooks';

export interface SecurityHeadersOptions {
  /** Adds upgrade-insecure-requests; only meaningful (and harmless) when served over HTTPS. */
  https: boolean;
  /** Paths whose POST answers have no body (the beacons' 204s): transport headers only (decision 032). */
  bodilessPaths?: ReadonlySet<string>;
}

/** Only HSTS and nosniff mean anything on an answer with no body; the rest govern rendering a body. */
const transportHeaderNames: ReadonlySet<string> = new Set([
  'strict-transport-security',
  'x-content-type-options',
]);

/**
 * No third-party hosts: everything is self-hosted. Inline styles stay allowed (React and the toast
 * library set styles at run time); inline scripts never are. Built once: the same for every response.
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

/** Every response, pages, API, static files and errors (docs/security.md). */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    // Lower case, as Fastify keeps them: a name already in lower case costs no new string per response.
    const headers = Object.fromEntries(
      Object.entries(securityHeaders(options)).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const transport = pick(headers, (name) => transportHeaderNames.has(name));
    const rendering = pick(headers, (name) => !transportHeaderNames.has(name));
    const bodiless = options.bodilessPaths ?? new Set<string>();
    // POST only: the beacons' routes are, and any other method on those paths is a 404 with a body.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.method === 'POST' && bodiless.has(request.url) ? transport : headers);
      done();
    });
    // A bodiless route's answer that does have a body (a refusal, an error) gets the rest too.
    const withBodyHeaders: onSendHookHandler = (_request, reply, payload, done) => {
      if (payload !== undefined && payload !== null && payload !== '') reply.headers(rendering);
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      if (bodiless.has(route.url)) route.onSend = [...hooksOf(route.onSend), withBodyHeaders];
    });
  },
  { name: 'security-headers' },
);

function pick(headers: Record<string, string>, keep: (name: string) => boolean): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => keep(name)));
}
