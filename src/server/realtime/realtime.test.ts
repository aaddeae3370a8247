import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { communityMember, createPost } from '../features/community/community.test-utils';
import { createTestApp, type TestApp } from '../test/app.test-utils';
import { openEventStream } from './event-stream.test-utils';

let t: TestApp;
let baseUrl: string;
beforeEach(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await t.app.close();
});

describe('community events', () => {
  it('streams each committed write to signed-in members as {type, id}', async () => {
    const author = await communityMember(t);
    const reader = await communityMember(t);
    const stream = await openEventStream(`${baseUrl}/api/community/events`, {
      cookie: reader.client.jar.header(),
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      const post = await createPost(author.client);
      expect(await stream.waitFor((event) => (event as { id: string }).id === post.id)).toEqual({
        type: 'post',
        id: post.id,
      });
      await reader.client.put(`/api/community/posts/${post.id}/vote`, { voteType: 'upvote' });
      await stream.waitFor((event) => (event as { type: string }).type === 'vote');
      await reader.client.post(`/api/community/posts/${post.id}/comments`, { content: 'Thanks' });
      await stream.waitFor((event) => (event as { type: string }).type === 'comment');
      // A refused write publishes nothing.
      const before = stream.events.length;
      await reader.client.post('/api/community/posts', { title: '', category: 'general', content: '' });
      await reader.client.put(`/api/community/posts/${post.id}/vote`, { voteType: 'upvote' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.events.length).toBe(before);
    } finally {
      stream.close();
    }
  });

  it('refuses visitors and members awaiting approval', async () => {
    const visitor = await fetch(`${baseUrl}/api/community/events`);
    expect(visitor.status).toBe(401);
    const waiting = await communityMember(t);
    await t.database.db.execute(
      `update user_profiles set is_approved = false where user_id = '${waiting.userId}'`,
    );
    const refused = await fetch(`${baseUrl}/api/community/events`, {
      headers: { cookie: waiting.client.jar.header() },
    });
    expect(refused.status).toBe(403);
  });

  it('ends open streams when the server shuts down, so shutdown is not held up', async () => {
    const reader = await communityMember(t);
    const stream = await openEventStream(`${baseUrl}/api/community/events`, {
      cookie: reader.client.jar.header(),
    });
    const started = Date.now();
    await t.app.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
