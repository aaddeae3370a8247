import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Site, siteForHost } from '../../shared/routing/site';
import { clientKeyFor } from './client-key';

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
    /** Never the raw IP. Computed on first read: an HMAC per request is a measurable share of a beacon. */
    readonly clientKey: string;
  }
}

export interface RequestContextOptions {
  marketplaceHosts: readonly string[];
  secret: string;
}

export const requestContextPlugin = fp<RequestContextOptions>(
  async (app: FastifyInstance, options) => {
    const computed = new WeakMap<FastifyRequest, string>();
    app.decorateRequest('site', 'consultancy');
    app.decorateRequest('clientKey', {
      getter(this: FastifyRequest) {
        let key = computed.get(this);
        if (key === undefined) {
          key = clientKeyFor(this.ip, options.secret);
          computed.set(this, key);
        }
        return key;
      },
    });
    // Callback-style (not async) hooks on every request: no promise per request for synchronous work.
    app.addHook('onRequest', (request, _reply, done) => {
      request.site = siteForHost(request.headers.host, options.marketplaceHosts);
      done();
    });
  },
  { name: 'request-context' },
);
