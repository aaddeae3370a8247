import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  envelopeTo: string[];
  raw: string;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * A real SMTP server on a random localhost port. `refusing` answers every MAIL FROM with 451 (try
 * later), as a server does during an outage; recipients starting with "reject" get a 550.
 */
export async function startTestSmtpServer() {
  const received: ReceivedMessage[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.refusing) callback(smtpError('Service temporarily unavailable, try again later', 451));
      else callback();
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('reject')) callback(smtpError('No such mailbox here', 550));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP test server has no port');
  return {
    // Short timeouts: a test that hangs on SMTP should fail fast rather than hit the test timeout.
    url: `smtp://127.0.0.1:${address.port}?connectionTimeout=5000&greetingTimeout=5000&socketTimeout=5000`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
