import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBeaconReplies } from './beacon-replies';

/** A reply that records what was sent (the routes' tests send real beacons through the app). */
function recordingReply(name: string, sent: string[], options: { fails?: boolean } = {}) {
  const warnings: string[] = [];
  let status = 200;
  const reply = {
    status(code: number) {
      status = code;
      return reply;
    },
    send() {
      if (options.fails) throw new Error('socket gone');
      sent.push(`${name} ${status}`);
      return reply;
    },
    log: { warn: (_details: unknown, message: string) => warnings.push(message) },
  };
  return { reply: reply as unknown as FastifyReply, warnings };
}

const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('beacon replies', () => {
  it('writes the replies of one turn together at its end, in order, each 204', async () => {
    const replies = createBeaconReplies();
    const sent: string[] = [];
    replies.noContent(recordingReply('first', sent).reply);
    replies.noContent(recordingReply('second', sent).reply);
    replies.noContent(recordingReply('third', sent).reply);
    expect(sent).toEqual([]);
    expect(replies.waiting()).toBe(3);
    await endOfTurn();
    expect(sent).toEqual(['first 204', 'second 204', 'third 204']);
    expect(replies.waiting()).toBe(0);
  });

  it('writes a later turn’s replies at the end of that turn', async () => {
    const replies = createBeaconReplies();
    const sent: string[] = [];
    replies.noContent(recordingReply('early', sent).reply);
    await endOfTurn();
    replies.noContent(recordingReply('late', sent).reply);
    expect(sent).toEqual(['early 204']);
    await endOfTurn();
    expect(sent).toEqual(['early 204', 'late 204']);
  });

  it('still writes the others when one reply cannot be written, and says so in the log', async () => {
    const replies = createBeaconReplies();
    const sent: string[] = [];
    const broken = recordingReply('broken', sent, { fails: true });
    replies.noContent(broken.reply);
    replies.noContent(recordingReply('fine', sent).reply);
    await endOfTurn();
    expect(sent).toEqual(['fine 204']);
    expect(broken.warnings).toEqual(['beacon reply not written']);
  });
});
