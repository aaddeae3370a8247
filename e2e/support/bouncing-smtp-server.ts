/**
 * A real SMTP server for the e2e mail-failure server (playwright.config.ts): it accepts every message,
 * except that a recipient whose address starts with "bounce-once" is refused with 550 (no such
 * mailbox, a permanent failure: the outbox keeps the message as a dead letter at once) the first time
 * and accepted afterwards, as after the mailbox has been fixed. Messages are counted, not kept.
 *
 *   E2E_SMTP_PORT=3102 node --import tsx e2e/support/bouncing-smtp-server.ts
 */
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_SMTP_PORT must be a port number');

const refusedOnce = new Set<string>();

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    const recipient = address.address.toLowerCase();
    if (recipient.startsWith('bounce-once') && !refusedOnce.has(recipient)) {
      refusedOnce.add(recipient);
      callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, _session, callback) {
    stream.on('end', () => callback());
    stream.resume();
  },
});

server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
