import type { FastifyReply } from 'fastify';

/**
 * The beacons' 204s, written together at the end of the event-loop turn their requests were read in:
 * each reply to a waiting client makes the kernel wake it on the server's time, and replies written
 * back to back wake it once for the lot (decision 014). Every reply still goes through Fastify's `send`.
 */
export function createBeaconReplies() {
  let waiting: FastifyReply[] = [];

  function writeAll() {
    const replies = waiting;
    waiting = [];
    for (const reply of replies) {
      try {
        reply.status(204).send();
      } catch (error) {
        // One reply that cannot be written (its connection gone) must not keep the others back.
        reply.log.warn({ err: error }, 'beacon reply not written');
      }
    }
  }

  return {
    noContent(reply: FastifyReply): void {
      if (waiting.push(reply) === 1) setImmediate(writeAll);
    },
    /** Replies waiting for the end of the turn (tests). */
    waiting: () => waiting.length,
  };
}
