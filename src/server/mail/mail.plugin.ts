import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailer, type Mailer } from './mail.service';
import { createMailWorker } from './mail-worker';
import type { MailTransport } from './transports/mail-transport';
import { createTransportFromConfig } from './transports/transport-from-config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues mail: `app.mail.enqueue(tx, { template, data, to })`, `app.mail.notifyAdmin(tx, …)`. */
    mail: Mailer;
  }
}

export interface MailPluginOptions {
  config: Config;
  /** Whether this process delivers the outbox (the server does; a CLI that only queues does not). */
  startWorker: boolean;
  now?: () => Date;
  pollIntervalMs?: number;
  /** Replaces the transport chosen from config (SMTP_URL, else .eml files in DATA_DIR/mail). */
  transport?: MailTransport;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { config } = options;
    app.decorate('mail', createMailer({ config, now: options.now }));
    if (!options.startWorker) return;

    const transport = options.transport ?? createTransportFromConfig(config);
    const worker = createMailWorker({
      db: app.database.db,
      transport,
      from: config.MAIL_FROM,
      logger: app.log.child({ module: 'mail' }),
      now: options.now,
      pollIntervalMs: options.pollIntervalMs,
    });
    app.addHook('onReady', async () => {
      worker.start();
      app.log.info({ transport: transport.kind }, 'mail worker started');
    });
    // onClose hooks run in reverse order of registration: registered after the database plugin, this
    // runs first, so the batch in flight can still record its outcome (mail.plugin.test.ts checks).
    app.addHook('onClose', async () => {
      await worker.stop();
      await transport.close();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
