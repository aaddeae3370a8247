import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { communityResyncEvent } from '../../shared/community/community.schemas';
import { createEventHub, type EventHub } from './event-hub';

/** The NOTIFY channel community writes publish on (DESIGN §6). */
export const communityChannel = 'community_updates';

declare module 'fastify' {
  interface FastifyInstance {
    /** Community events of every process sharing the database, for this process's open streams. */
    communityEvents: EventHub;
  }
}

/**
 * Every server process LISTENs on the community channel and hands each notification to its own
 * connected clients. Writers NOTIFY inside their transaction, so an event is only seen once committed.
 * When listening resumes after a lost database connection, events may have been missed: every
 * client (and the community read cache, which subscribes to the hub) is told to resync.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const hub = createEventHub();
    app.decorate('communityEvents', hub);
    let unlisten: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      unlisten = await app.database.listen(
        communityChannel,
        (payload) => hub.publish(payload),
        () => {
          app.log.info('realtime: listening again after a lost database connection; clients resync');
          hub.publish(JSON.stringify(communityResyncEvent));
        },
      );
    });
    app.addHook('onClose', async () => {
      await unlisten?.();
    });
  },
  { name: 'realtime', dependencies: ['database'] },
);
