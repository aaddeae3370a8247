import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommunityPost } from '../../../shared/community/community.schemas';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { createPost, listedTitles, moderationEvents, queue, signedInAs } from './moderation.test-utils';

let testApp: TestApp;

beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  await testApp.app.close();
});

describe('PUT /api/admin/community/posts/:id/pin', () => {
  it('puts a pinned post first in listings until it is unpinned, and audits it', async () => {
    const author = await signedInAs(testApp, 'candidate');
    const admin = await signedInAs(testApp, 'system_admin');
    const older = await createPost(author.client, 'Older post');
    await createPost(author.client, 'Newer post');
    expect(await listedTitles(author.client)).toEqual(['Newer post', 'Older post']);

    const pin = await admin.client.put(`/api/admin/community/posts/${older.id}/pin`, { pinned: true });
    expect(pin.statusCode, pin.body).toBe(200);
    expect(pin.json()).toEqual({ isPinned: true });
    expect(await listedTitles(author.client)).toEqual(['Older post', 'Newer post']);
    const [listed] = (await author.client.get('/api/community/posts')).json<{ posts: CommunityPost[] }>()
      .posts;
    expect(listed?.isPinned).toBe(true);
    // The queue tells whether a reported post is pinned, so it can offer Unpin.
    await admin.client.post(`/api/community/posts/${older.id}/reports`);
    const [queued] = await queue(admin.client);
    expect(queued).toMatchObject({ id: older.id, kind: 'post', isPinned: true });

    const unpin = await admin.client.put(`/api/admin/community/posts/${older.id}/pin`, { pinned: false });
    expect(unpin.json()).toEqual({ isPinned: false });
    expect(await listedTitles(author.client)).toEqual(['Newer post', 'Older post']);

    const events = await moderationEvents(testApp);
    expect(events.map((event) => event.details.action)).toEqual(['pin', 'unpin']);
    expect(events[0]).toMatchObject({ userId: admin.userId, targetUserId: author.userId });
  });

  it('answers 404 for an unknown post and 400 for a body without pinned', async () => {
    const author = await signedInAs(testApp, 'candidate');
    const admin = await signedInAs(testApp, 'admin');
    const post = await createPost(author.client, 'Pin target');
    const missing = await admin.client.put(
      '/api/admin/community/posts/00000000-0000-4000-8000-000000000000/pin',
      { pinned: true },
    );
    expect(missing.statusCode).toBe(404);
    const bad = await admin.client.put(`/api/admin/community/posts/${post.id}/pin`, {});
    expect(bad.statusCode).toBe(400);
  });
});
