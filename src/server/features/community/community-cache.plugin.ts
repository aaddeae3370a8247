import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CommunityStats } from '../../../shared/community/community.schemas';
import { createChangeCache } from './change-cache';
import type { PostPage } from './post-page';

/** Author names and member counts also change without a community event (profile edits, erasure). */
const maxAgeMs = 30_000;
/** The first pages of each sort and category and the searches of the moment, per audience. */
const maxPostPages = 200;

declare module 'fastify' {
  interface FastifyInstance {
    communityCache: {
      postPages: ReturnType<typeof createChangeCache<string, PostPage>>;
      stats: ReturnType<typeof createChangeCache<'stats', CommunityStats>>;
      invalidate(): void;
    };
  }
}

/**
 * Every community event, from any process, empties the cache; so does every write through this
 * process's community routes as it answers, so a member who posts and reloads sees the post at once.
 */
export const communityCachePlugin = fp(
  async (app: FastifyInstance) => {
    const postPages = createChangeCache<string, PostPage>({ maxAgeMs, maxEntries: maxPostPages });
    const stats = createChangeCache<'stats', CommunityStats>({ maxAgeMs });
    const invalidate = () => {
      postPages.invalidate();
      stats.invalidate();
    };
    app.decorate('communityCache', { postPages, stats, invalidate });
    // A notification signal (for the bell) changes nothing members read in the community.
    const unsubscribe = app.communityEvents.subscribe((payload) => {
      if (!payload.startsWith('{"type":"notification"')) invalidate();
    });
    app.addHook('onClose', async () => unsubscribe());
  },
  { name: 'community-cache', dependencies: ['realtime'] },
);

/** For a routes plugin whose writes change what members read: its non-GET answers empty the cache. */
export function invalidateOnWrite(app: FastifyInstance) {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') app.communityCache.invalidate();
    return payload;
  });
}
