import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { analyticsAccepted } from '../../../shared/analytics/consent-cookie';
import { singleLineText } from '../../../shared/validation/text';
import { anonymous } from '../../auth/access-policy';
import { RateLimitedError } from '../../http/app-error';
import { sendApiError } from '../../http/error-handler.plugin';
import { noContentSchema, type ZodTypeProvider } from '../../http/zod-type-provider';
import { renderRobots, renderSitemap } from './crawler-files';
import { loadIndexHtml } from './index-html';
import { createNotFoundRepository, maxLoggedPathLength } from './not-found.repository';
import { createPageCompressor, pageEncoding } from './page-compression';
import type { SiteOrigins } from './page-head';
import { resolvePage } from './page-resolution';

export interface PagesOptions {
  webRoot: string;
  origins: SiteOrigins;
}

const notFoundReportBody = z.object({
  path: singleLineText().startsWith('/', 'path must start with /').max(maxLoggedPathLength),
});

/** Through either entry point (the 404 page and the app's report): anonymous requests cannot grow the log. */
const notFoundRecordLimit = { bucket: 'report:not-found', max: 30, windowMs: 60_000 };

/** Hashed assets are cached immutably; index.html never is. */
export async function pagesRoutes(app: FastifyInstance, options: PagesOptions) {
  const indexHtml = loadIndexHtml(options.webRoot, options.origins);
  const compressPage = createPageCompressor();
  const notFoundLog = createNotFoundRepository({ db: app.database.db });
  if (!indexHtml.built) app.log.warn(`No built web app in ${options.webRoot}: run npm run build`);

  await app.register(fastifyStatic, {
    root: options.webRoot,
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside each text asset (vite.config.ts); sent when accepted.
    preCompressed: true,
    // index.html is rendered per request; the manifest and pre-rendered pages are for the server only.
    allowedPath: (pathname) =>
      pathname !== '/index.html' && !pathname.startsWith('/.vite/') && !pathname.startsWith('/prerendered/'),
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.startsWith(join(options.webRoot, 'assets'));
      res.header(
        'Cache-Control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://placeholder');
    const resolution = resolvePage(url.pathname, url.search, request.site);
    if (resolution.kind === 'redirect') return reply.redirect(resolution.location, resolution.statusCode);
    if (resolution.statusCode === 404) {
      // Over the limit the page is still the not-found page; the path is just not logged.
      const decision = await app.rateLimiter.consume(notFoundRecordLimit, request.clientKey);
      if (decision.allowed) await notFoundLog.record(url.pathname, request.site);
    }
    const html = indexHtml.render({
      site: request.site,
      pathname: url.pathname,
      statusCode: resolution.statusCode,
      // Only a cookie we signed is worth the page asking /api/account/me who is signed in.
      sessionCookie: app.sessionToken(request.headers.cookie) !== null,
      consent: analyticsAccepted(request.headers.cookie) ? 'accepted' : 'undecided',
    });
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .status(resolution.statusCode)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding === 'identity') return reply.send(html);
    // The not-found page shows the requested path, so each one differs: compressed once, not cached.
    return reply
      .header('Content-Encoding', encoding)
      .send(compressPage(html, encoding, resolution.statusCode === 404));
  };

  // The static plugin would answer the directory itself (403); the root is a page like any other.
  app.get('/', servePage);

  app.get('/robots.txt', { config: { access: anonymous } }, async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(request.site, options.origins)),
  );
  app.get('/sitemap.xml', { config: { access: anonymous } }, async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(request.site, options.origins)),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api';
    if (isPageRequest) return servePage(request, reply);
    return sendApiError(
      reply,
      404,
      'NOT_FOUND',
      `No route for ${request.method} ${request.url.split('?')[0]}`,
    );
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/not-found',
    {
      config: { access: anonymous },
      schema: { body: notFoundReportBody, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      const decision = await app.rateLimiter.consume(notFoundRecordLimit, request.clientKey);
      if (!decision.allowed)
        throw new RateLimitedError(
          'Security limit reached. Please wait before trying again.',
          decision.retryAfterSeconds,
        );
      await notFoundLog.record(request.body.path, request.site);
      return reply.status(204).send();
    },
  );
}
