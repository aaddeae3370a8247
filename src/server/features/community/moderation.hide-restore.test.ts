import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommunityPost } from '../../../shared/community/community.schemas';
import { communityMessages } from '../../../shared/community/community-rules';
import { contentReports } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import {
  createComment,
  createPost,
  errorOf,
  listedComments,
  listedTitles,
  moderationEvents,
  queue,
  signedInAs,
} from './moderation.test-utils';

let testApp: TestApp;

beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  await testApp.app.close();
});

describe('POST /api/admin/community/:kind/:id/moderation', () => {
  it('requires a reason', async () => {
    const author = await signedInAs(testApp, 'candidate');
    const admin = await signedInAs(testApp, 'admin');
    const post = await createPost(author.client, 'Needs a reason');

    for (const body of [{ action: 'hide' }, { action: 'hide', reason: '   ' }]) {
      const response = await admin.client.post(`/api/admin/community/posts/${post.id}/moderation`, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(communityMessages.moderationReasonRequired);
      expect(errorOf(response).message).toBe('Please give a reason for this moderation action');
    }
    const tooLong = await admin.client.post(`/api/admin/community/posts/${post.id}/moderation`, {
      action: 'hide',
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await listedTitles(author.client)).toEqual(['Needs a reason']);
    expect(await moderationEvents(testApp)).toEqual([]);
  });

  it('answers 404 for a post or comment that does not exist', async () => {
    const admin = await signedInAs(testApp, 'admin');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const kind of ['posts', 'comments']) {
      const response = await admin.client.post(`/api/admin/community/${kind}/${missing}/moderation`, {
        action: 'hide',
        reason: 'Gone',
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('hides a post from every listing, restores it, resolves its reports and audits both', async () => {
    const author = await signedInAs(testApp, 'candidate');
    const reporter = await signedInAs(testApp, 'candidate');
    const admin = await signedInAs(testApp, 'master_admin');
    const post = await createPost(author.client, 'Off-topic advert');
    await reporter.client.post(`/api/community/posts/${post.id}/reports`);

    const hide = await admin.client.post(`/api/admin/community/posts/${post.id}/moderation`, {
      action: 'hide',
      reason: '  Advertising is not allowed  ',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json()).toEqual({ status: 'hidden' });
    for (const viewer of [author, reporter, admin]) expect(await listedTitles(viewer.client)).toEqual([]);
    expect((await author.client.get(`/api/community/posts/${post.id}/comments`)).statusCode).toBe(404);
    // Reviewed: no longer waiting in the open queue, but listed under 'hidden' with the reason.
    expect(await queue(admin.client, 'open')).toEqual([]);
    const [hidden] = await queue(admin.client, 'hidden');
    expect(hidden).toMatchObject({
      id: post.id,
      status: 'hidden',
      openReports: 0,
      moderationReason: 'Advertising is not allowed',
    });

    const restore = await admin.client.post(`/api/admin/community/posts/${post.id}/moderation`, {
      action: 'restore',
      reason: 'Author edited it',
    });
    expect(restore.json()).toEqual({ status: 'published' });
    expect(await listedTitles(reporter.client)).toEqual(['Off-topic advert']);
    expect(await queue(admin.client, 'hidden')).toEqual([]);
    expect(await queue(admin.client, 'open')).toEqual([]);

    const events = await moderationEvents(testApp);
    expect(events.map((event) => event.details)).toEqual([
      expect.objectContaining({
        kind: 'post',
        id: post.id,
        action: 'hide',
        reason: 'Advertising is not allowed',
        previousStatus: 'published',
      }),
      expect.objectContaining({ kind: 'post', id: post.id, action: 'restore', reason: 'Author edited it' }),
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ userId: admin.userId, targetUserId: author.userId });
    }
  });

  it('restores an auto-hidden post and resolves its open reports', async () => {
    const author = await signedInAs(testApp, 'candidate');
    const reporters = [
      await signedInAs(testApp, 'candidate'),
      await signedInAs(testApp, 'candidate'),
      await signedInAs(testApp, 'candidate'),
    ];
    const admin = await signedInAs(testApp, 'admin');
    const post = await createPost(author.client, 'Misunderstood post');
    for (const reporter of reporters) await reporter.client.post(`/api/community/posts/${post.id}/reports`);
    expect(await listedTitles(author.client)).toEqual([]);

    const restore = await admin.client.post(`/api/admin/community/posts/${post.id}/moderation`, {
      action: 'restore',
      reason: 'Reports were unfounded',
    });
    expect(restore.json()).toEqual({ status: 'published' });
    expect(await listedTitles(author.client)).toEqual(['Misunderstood post']);
    expect(await queue(admin.client)).toEqual([]);
    const open = await testApp.database.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.postId, post.id)));
    expect(open).toHaveLength(3);
    expect(open.every((report) => report.resolvedAt !== null)).toBe(true);
    const [event] = await moderationEvents(testApp);
    expect(event?.details).toMatchObject({
      action: 'restore',
      reason: 'Reports were unfounded',
      previousStatus: 'auto_hidden',
    });

    // Reported again after review: a fresh report counts from zero.
    await reporters[0]?.client.post(`/api/community/posts/${post.id}/reports`);
    expect(await listedTitles(author.client)).toEqual(['Misunderstood post']);
    const [item] = await queue(admin.client);
    expect(item).toMatchObject({ id: post.id, status: 'published', openReports: 1 });
  });

  it('hides and restores a comment, keeping the comment count right', async () => {
    const author = await signedInAs(testApp, 'candidate');
    const admin = await signedInAs(testApp, 'admin');
    const post = await createPost(author.client, 'Thread');
    const comment = await createComment(author.client, post.id, 'Needs hiding');
    const commentCount = async () =>
      (await author.client.get('/api/community/posts')).json<{ posts: CommunityPost[] }>().posts[0]
        ?.commentCount;

    const hide = await admin.client.post(`/api/admin/community/comments/${comment.id}/moderation`, {
      action: 'hide',
      reason: 'Personal attack',
    });
    expect(hide.json()).toEqual({ status: 'hidden' });
    expect(await listedComments(author.client, post.id)).toEqual([]);
    expect(await commentCount()).toBe(0);
    const [hidden] = await queue(admin.client, 'hidden');
    expect(hidden).toMatchObject({
      kind: 'comment',
      id: comment.id,
      postId: post.id,
      title: 'Thread',
      moderationReason: 'Personal attack',
    });

    // Hiding again changes nothing more.
    await admin.client.post(`/api/admin/community/comments/${comment.id}/moderation`, {
      action: 'hide',
      reason: 'Still a personal attack',
    });
    expect(await commentCount()).toBe(0);

    await admin.client.post(`/api/admin/community/comments/${comment.id}/moderation`, {
      action: 'restore',
      reason: 'Apology given',
    });
    expect(await listedComments(author.client, post.id)).toEqual(['Needs hiding']);
    expect(await commentCount()).toBe(1);
    const events = await moderationEvents(testApp);
    expect(events.map((event) => [event.details.action, event.details.reason])).toEqual([
      ['hide', 'Personal attack'],
      ['hide', 'Still a personal attack'],
      ['restore', 'Apology given'],
    ]);
  });
});
