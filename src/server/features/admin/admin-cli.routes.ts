import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bootstrapAccountResultSchema, bootstrapAccountSchema } from '../../../shared/accounts/admin.schemas';
import { anonymous } from '../../auth/access-policy';
import type { Config } from '../../config';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { cliTokenHeader, currentCliToken, isLoopbackAddress, tokensMatch } from '../../server-handle';
import { bootstrapAccount } from './account-bootstrap.service';
import { backupNotEmbedded, cliBridgeRefused } from './admin.errors';

const proxyHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Only the admin CLI on this machine: the TCP peer is loopback (the socket's own address, whatever
 * TRUST_PROXY says), no proxy forwarded the request (a reverse proxy on this host would also connect
 * from loopback), and it carries the token this process wrote to DATA_DIR/cli-token.
 */
function isFromLocalCli(request: FastifyRequest, dataDir: string): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (proxyHeaders.some((name) => request.headers[name] !== undefined)) return false;
  const presented = request.headers[cliTokenHeader];
  const expected = currentCliToken(dataDir);
  return typeof presented === 'string' && expected !== undefined && tokensMatch(presented, expected);
}

/**
 * `npm run admin -- create` while the server holds the embedded database (decision 007): authorised by
 * the checks above, made before the body is parsed, not by the session-based access policy.
 */
export async function adminCliRoutes(app: FastifyInstance, options: { config: Config; now?: () => Date }) {
  const deps = { db: app.database.db, now: options.now ?? (() => new Date()) };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/internal/admin-accounts',
    {
      config: { access: anonymous },
      onRequest: async (request) => {
        if (!isFromLocalCli(request, options.config.DATA_DIR)) throw cliBridgeRefused();
      },
      schema: {
        operationId: 'bootstrapAccount',
        summary: 'Create or update an account (the admin CLI on this machine only)',
        errors: [403],
        body: bootstrapAccountSchema,
        response: { 200: bootstrapAccountResultSchema },
      },
    },
    async (request) => {
      const result = await bootstrapAccount(deps, request.body);
      request.log.info({ action: result.action, role: result.role }, 'admin CLI account command');
      return result;
    },
  );

  // `npm run backup` while the server holds the embedded database (decision 020): PGlite's data
  // directory as a tar archive; the CLI adds the uploads and the manifest.
  app.post(
    '/api/internal/backup',
    {
      config: { access: anonymous },
      schema: {
        operationId: 'dumpEmbeddedDatabase',
        summary: "The embedded database's files as tar (the backup CLI on this machine only)",
        errors: [403, 409],
        produces: ['application/x-tar'],
      },
      onRequest: async (request) => {
        if (!isFromLocalCli(request, options.config.DATA_DIR)) throw cliBridgeRefused();
      },
    },
    async (request, reply) => {
      if (!app.database.dumpDataDir) throw backupNotEmbedded();
      const archive = await app.database.dumpDataDir();
      request.log.info({ bytes: archive.size }, 'admin CLI backup: database dumped');
      return reply
        .type('application/x-tar')
        .header('content-length', archive.size)
        .send(Readable.fromWeb(archive.stream()));
    },
  );
}
