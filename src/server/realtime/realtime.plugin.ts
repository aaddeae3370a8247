import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { communityResyncEvent } from '../../shared/community/community.schemas';
import { sessionsEndedChannel } from '../auth/session-ends.repository';
import { createEventHub, type EventHub } from './event-hub';
import { createStreamSessions, type StreamSessions } from './stream-sessions';

/** The NOTIFY channel community writes publish on (docs/architecture.md, Realtime). */
export const communityChannel = 'community_updates';

declare module 'fastify' {
  interface FastifyInstance {
    communityEvents: EventHub;
    streamSessions: StreamSessions;
  }
}

/**
 * Writers NOTIFY inside their transaction, so an event is seen only once committed. After a lost
 * connection events may have been missed: every client and the read cache are told to resync, and
 * every stream's session is checked (decision 040).
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const hub = createEventHub();
    app.decorate('communityEvents', hub);
    const streamSessions = createStreamSessions({
      sessions: app.sessions,
      sessionToken: app.sessionToken,
      log: app.log,
    });
    app.decorate('streamSessions', streamSessions);
    const unlisten: (() => Promise<void>)[] = [];
    app.addHook('onReady', async () => {
      unlisten.push(
        await app.database.listen(
          communityChannel,
          (payload) => hub.publish(payload),
          () => {
            app.log.info('realtime: listening again after a lost database connection; clients resync');
            hub.publish(JSON.stringify(communityResyncEvent));
          },
        ),
        await app.database.listen(
          sessionsEndedChannel,
          (userId) => streamSessions.sessionsEnded(userId),
          () => void streamSessions.checkAll(),
        ),
      );
    });
    app.addHook('onClose', async () => {
      for (const stop of unlisten) await stop();
    });
  },
  { name: 'realtime', dependencies: ['database', 'auth'] },
);
