import type { FastifyInstance, FastifyReply } from 'fastify';
import { brand } from '../../../shared/content/brand';
import {
  unsubscribeBodySchema,
  unsubscribeMessages,
  unsubscribePath,
  unsubscribeQuerySchema,
} from '../../../shared/marketplace/unsubscribe.schemas';
import { paths } from '../../../shared/routing/paths';
import { anonymous } from '../../auth/access-policy';
import { AppError } from '../../errors/app-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { escapeHtml } from '../../mail/mail-layout';
import { listLabel, readUnsubscribeLink, type UnsubscribeDeps, unsubscribe } from './unsubscribe.service';

/** A page of its own (no script, no sign-in): it must work from any mail client's browser. */
function page(body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${unsubscribeMessages.pageTitle} – ${escapeHtml(brand.platformName)}</title></head>
<body>
<main>
<h1>${unsubscribeMessages.pageTitle}</h1>
${body}
<p><a href="${paths.platform.landing}">${escapeHtml(brand.platformName)}</a></p>
</main>
</body>
</html>
`;
}

function sendPage(reply: FastifyReply, status: number, body: string) {
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // The token is in the address: it must not travel on in a Referer, nor be kept by a cache.
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-store')
      .send(page(body))
  );
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/**
 * /api/unsubscribe: a mail client's one-click POST (RFC 8058) turns the list off; the link opened in a
 * browser (GET) only asks, so a link scanner following it unsubscribes nobody.
 */
export async function unsubscribeRoutes(app: FastifyInstance, options: { secret: string }) {
  const deps = (): UnsubscribeDeps => ({
    db: app.database.db,
    secret: options.secret,
    rateLimiter: app.rateLimiter,
  });

  await app.register(async (scope) => {
    // One-click posts are forms: url-encoded (`List-Unsubscribe=One-Click`) or multipart, whose
    // content nothing here needs (the token is in the address).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        done(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 4096 },
      (_r, _b, done) => done(null, undefined),
    );
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get(
      unsubscribePath,
      {
        config: { access: anonymous },
        schema: {
          operationId: 'unsubscribePage',
          summary: 'The page of an unsubscribe link: asks before turning the e-mails off',
          description:
            'An HTML page with an "Unsubscribe" button that posts the same link. Opening the link changes nothing.',
          querystring: unsubscribeQuerySchema,
          errors: [429],
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        try {
          const subject = await readUnsubscribeLink(deps(), request.query.t, request.clientKey);
          const action = `${unsubscribePath}?t=${encodeURIComponent(request.query.t ?? '')}`;
          return sendPage(
            reply,
            200,
            `${paragraph(unsubscribeMessages.confirm)}
${paragraph(listLabel(subject.list))}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${unsubscribeMessages.button}</button>
</form>`,
          );
        } catch (error) {
          if (error instanceof AppError && error.statusCode === 400)
            return sendPage(reply, 400, paragraph(error.message));
          throw error;
        }
      },
    );

    routes.post(
      unsubscribePath,
      {
        config: { access: anonymous },
        schema: {
          operationId: 'unsubscribe',
          summary: 'One-click unsubscribe: turns off the e-mails the signed link names',
          description:
            'No sign-in: the token (in the query, or a form field `t`) names the account and the list. Doing it again changes nothing.',
          querystring: unsubscribeQuerySchema,
          body: unsubscribeBodySchema,
          errors: [429],
          produces: ['text/html'],
        },
      },
      async (request, reply) => {
        await unsubscribe(deps(), request.query.t ?? request.body?.t, request.clientKey);
        return sendPage(reply, 200, paragraph(unsubscribeMessages.done));
      },
    );
  });
}
