import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Site, siteForHost } from '../../shared/routing/site';
import { clientKeyFor } from './client-key';

declare module 'fastify' {
  interface FastifyRequest {
    /** Which face of the product the request's host is for. */
    site: Site;
    /** Keyed hash of the client address (never the raw IP), for rate limits. */
    clientKey: string;
  }
}

export interface RequestContextOptions {
  marketplaceHosts: readonly string[];
  secret: string;
}

export const requestContextPlugin = fp<RequestContextOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('site', 'consultancy');
    app.decorateRequest('clientKey', '');
    app.addHook('onRequest', async (request) => {
      request.site = siteForHost(request.headers.host, options.marketplaceHosts);
      request.clientKey = clientKeyFor(request.ip, options.secret);
    });
  },
  { name: 'request-context' },
);
