import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { analyticsAccepted } from '../../../shared/analytics/consent-cookie';
import { normalisePathname, paths } from '../../../shared/routing/paths';
import { singleLineText } from '../../../shared/validation/text';
import { anonymous } from '../../auth/access-policy';
import { sendApiError } from '../../http/error-handler.plugin';
import { noContentSchema, type ZodTypeProvider } from '../../http/zod-type-provider';
import { renderRobots, renderSitemap } from './crawler-files';
import { loadDataPageRenderer } from './data-page-renderer';
import { loadIndexHtml } from './index-html';
import { type JobsPageAnswer, type JobsSource, jobPageAnswer, jobsBoardAnswer } from './jobs-pages.service';
import { createNotFoundLog, maxLoggedPathLength } from './not-found.service';
import { createPageCompressor, pageEncoding } from './page-compression';
import { renderPageHead, type SiteOrigins } from './page-head';
import { resolvePage } from './page-resolution';

export interface PagesOptions {
  /** The built web app (dist/web). */
  webRoot: string;
  /** The public origin of each host: canonical URLs, the sitemap and robots.txt use them. */
  origins: SiteOrigins;
  /** The marketplace's public jobs, for the board's pages and the sitemap (app.ts hands them over). */
  jobs: JobsSource;
}

const notFoundReportBody = z.object({
  path: singleLineText().startsWith('/', 'path must start with /').max(maxLoggedPathLength),
});

/**
 * Serves the built single-page app: hashed assets with immutable caching (pre-compressed copies when
 * the browser accepts them), every page path with
 * index.html (never cached, site injected), redirects, and the not-found page with HTTP 404.
 */
export async function pagesRoutes(app: FastifyInstance, options: PagesOptions) {
  const indexHtml = loadIndexHtml(options.webRoot, options.origins);
  const compressPage = createPageCompressor();
  const notFoundLog = createNotFoundLog({ db: app.database.db, rateLimiter: () => app.rateLimiter });
  if (!indexHtml.built) app.log.warn(`No built web app in ${options.webRoot}: run npm run build`);

  await app.register(fastifyStatic, {
    root: options.webRoot,
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside each text asset (vite.config.ts); sent when accepted.
    preCompressed: true,
    // index.html is rendered per request; the build manifest and pre-rendered pages are for the server only.
    // The pre-rendered pages are sent inside index.html only.
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

  /** `oneOff`: a page that differs from request to request, compressed once and not cached. */
  const sendHtml = (
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    statusCode: number,
    oneOff: boolean,
  ) => {
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .status(statusCode)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding === 'identity') return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(compressPage(html, encoding, oneOff));
  };

  const visitorOf = (request: FastifyRequest) => ({
    site: request.site,
    // Only a cookie we signed is worth the page asking /api/account/me who is signed in.
    sessionCookie: app.sessionToken(request.headers.cookie) !== null,
    consent: analyticsAccepted(request.headers.cookie) ? ('accepted' as const) : ('undecided' as const),
  });

  const servePage = async (request: FastifyRequest, reply: FastifyReply, notFound = false) => {
    const url = new URL(request.url, 'http://placeholder');
    const resolution = notFound
      ? ({ kind: 'page', statusCode: 404 } as const)
      : resolvePage(url.pathname, url.search, request.site);
    if (resolution.kind === 'redirect') return reply.redirect(resolution.location, resolution.statusCode);
    // Over the limit the page is still the not-found page; the path is just not logged.
    if (resolution.statusCode === 404)
      await notFoundLog.pageServed(url.pathname, request.site, request.clientKey);
    const html = indexHtml.render({
      ...visitorOf(request),
      pathname: url.pathname,
      statusCode: resolution.statusCode,
    });
    // The not-found page shows the requested path, so each one differs.
    return sendHtml(request, reply, html, resolution.statusCode, resolution.statusCode === 404);
  };

  // The jobs board's pages, rendered for each request (decision 041).
  const renderDataPage = await loadDataPageRenderer(options.webRoot);
  const serveJobsPage = async (request: FastifyRequest, reply: FastifyReply, answer: JobsPageAnswer) => {
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 301);
    if (answer.kind === 'not-found') return servePage(request, reply, true);
    const visitor = visitorOf(request);
    const pathname = normalisePathname(new URL(request.url, 'http://placeholder').pathname);
    let markup: string | undefined;
    try {
      markup = await renderDataPage?.(visitor.site, pathname, answer.page, visitor.consent);
    } catch (error) {
      // The browser can still draw the page from its data: a fault here is logged, not a 500.
      request.log.error({ err: error }, `rendering ${answer.page.pattern} failed`);
    }
    const head = renderPageHead(visitor.site, answer.head.meta, pathname, options.origins, answer.head);
    const { statusCode, page } = answer;
    const html = indexHtml.renderData({ ...visitor, pathname, statusCode, page, head, markup });
    if (answer.retryAfterSeconds !== undefined) reply.header('Retry-After', String(answer.retryAfterSeconds));
    return sendHtml(request, reply, html, statusCode, true);
  };
  const everyone = { config: { access: anonymous } };
  app.get<{ Querystring: Record<string, unknown> }>(paths.platform.jobs, everyone, async (request, reply) => {
    const search = new URL(request.url, 'http://placeholder').search;
    const answer = await jobsBoardAnswer(options.jobs, request.query, search, request.clientKey);
    return serveJobsPage(request, reply, answer);
  });
  // A wildcard, not a parameter: a slug and an id together can be longer than a parameter may be.
  app.get<{ Params: { '*': string } }>(`${paths.platform.jobs}/*`, everyone, async (request, reply) => {
    // '/arrsplace/jobs/' is the board and '/arrsplace/jobs/<job>/' the job, as '/contact/' is '/contact'.
    const segment = request.params['*'].replace(/\/+$/, '');
    if (segment === '') {
      const search = new URL(request.url, 'http://placeholder').search;
      return reply.redirect(`${paths.platform.jobs}${search}`, 301);
    }
    if (segment.includes('/')) return servePage(request, reply, true);
    const answer = await jobPageAnswer(options.jobs, segment, request.clientKey, options.origins);
    return serveJobsPage(request, reply, answer);
  });

  // The static plugin would answer the directory itself (403); the root is a page like any other.
  app.get('/', servePage);

  // Per host, from the public pages' registry, the open jobs and the configured origins; no input.
  app.get('/robots.txt', { config: { access: anonymous } }, async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(request.site, options.origins)),
  );
  app.get('/sitemap.xml', { config: { access: anonymous } }, async (request, reply) => {
    // Open jobs are the marketplace's pages; the consultancy host lists its own.
    const jobs = request.site === 'marketplace' ? await options.jobs.listedAddresses(request.clientKey) : [];
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(request.site, options.origins, jobs));
  });

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
      schema: {
        operationId: 'reportNotFound',
        summary: 'Record a path the web app could not find',
        errors: [429],
        body: notFoundReportBody,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await notFoundLog.reported(request.body.path, request.site, request.clientKey);
      return reply.status(204).send();
    },
  );
}
