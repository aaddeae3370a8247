import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  communityEventTypes,
  communityStreamMessageSchema,
} from '../../../../shared/community/community.schemas';
import { parseStreamMessage } from './community-stream';

const postId = '11111111-1111-4111-8111-111111111111';

/** What the shared schema makes of a message, as the page read it before it stopped loading zod. */
function bySchema(data: string) {
  try {
    const parsed = communityStreamMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

describe('parseStreamMessage', () => {
  it('reads events, resyncs and notification signals, and drops extra fields', () => {
    expect(parseStreamMessage(JSON.stringify({ type: 'vote', id: postId, by: 'x' }))).toEqual({
      type: 'vote',
      id: postId,
    });
    expect(parseStreamMessage('{"type":"resync"}')).toEqual({ type: 'resync' });
    expect(parseStreamMessage('{"type":"notification","id":"x"}')).toEqual({ type: 'notification' });
  });

  it('ignores anything else', () => {
    for (const data of ['', 'not json', 'null', '[]', '{"type":"post"}', '{"type":"post","id":"12"}', 42]) {
      expect(parseStreamMessage(data)).toBeUndefined();
    }
  });

  it('accepts exactly what the shared schema accepts, with the same result', () => {
    const uuidLike = fc.oneof(
      fc.uuid(),
      fc.constant('00000000-0000-0000-0000-000000000000'),
      fc.stringMatching(/^[0-9a-gA-G]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/),
      fc.string(),
    );
    const message = fc.record(
      {
        type: fc.oneof(
          fc.constantFrom(...communityEventTypes, 'resync', 'notification', 'other'),
          fc.integer(),
        ),
        id: fc.oneof(uuidLike, fc.integer(), fc.constant(null)),
        extra: fc.string(),
      },
      { requiredKeys: [] },
    );
    const data = fc.oneof(
      message.map((value) => JSON.stringify(value)),
      fc.string(),
    );
    fc.assert(
      fc.property(data, (text) => {
        expect(parseStreamMessage(text)).toEqual(bySchema(text));
      }),
      { numRuns: 2000 },
    );
  });
});
