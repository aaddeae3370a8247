import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { communityPosts, contentReports, postComments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { communityMember, createPost, listPosts } from './community.test-utils';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.app.close();
});

describe('reports (content_reports)', () => {
  it('files a report with the fixed reason and text; a repeat by the same member counts once', async () => {
    const author = await communityMember(t);
    const reporter = await communityMember(t);
    const post = await createPost(author.client);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await reporter.client.post(`/api/community/posts/${post.id}/reports`, {});
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ status: 'reported' });
    }
    const rows = await t.database.db.select().from(contentReports);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reporterUserId: reporter.userId,
      postId: post.id,
      reason: 'inappropriate_content',
      description: 'User reported this post',
    });
    expect((await listPosts(author.client)).posts).toHaveLength(1);
  });

  it('hides a post reported by 3 different members until reviewed', async () => {
    const author = await communityMember(t);
    const post = await createPost(author.client);
    const reporters = await Promise.all([communityMember(t), communityMember(t), communityMember(t)]);
    await reporters[0]?.client.post(`/api/community/posts/${post.id}/reports`, {});
    await reporters[1]?.client.post(`/api/community/posts/${post.id}/reports`, {});
    expect((await listPosts(author.client)).posts).toHaveLength(1);
    await reporters[2]?.client.post(`/api/community/posts/${post.id}/reports`, {});
    expect((await listPosts(author.client)).posts).toHaveLength(0);
    const [row] = await t.database.db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(row?.status).toBe('auto_hidden');
    // Hidden content cannot be voted on, commented on or reported further.
    const voter = reporters[0]?.client;
    expect(
      (await voter?.put(`/api/community/posts/${post.id}/vote`, { voteType: 'upvote' }))?.statusCode,
    ).toBe(404);
    expect(
      (await voter?.post(`/api/community/posts/${post.id}/comments`, { content: 'Hi' }))?.statusCode,
    ).toBe(404);
  });

  it('hides a comment reported by 3 members, and the post counts one comment fewer', async () => {
    const author = await communityMember(t);
    const post = await createPost(author.client);
    const created = await author.client.post(`/api/community/posts/${post.id}/comments`, {
      content: 'Questionable',
    });
    const commentId = created.json().comment.id;
    for (const reporter of await Promise.all([communityMember(t), communityMember(t), communityMember(t)])) {
      expect(
        (await reporter.client.post(`/api/community/comments/${commentId}/reports`, {})).statusCode,
      ).toBe(201);
    }
    const [comment] = await t.database.db.select().from(postComments).where(eq(postComments.id, commentId));
    expect(comment?.status).toBe('auto_hidden');
    expect((await author.client.get(`/api/community/posts/${post.id}/comments`)).json().comments).toEqual([]);
    expect((await listPosts(author.client)).posts[0]?.commentCount).toBe(0);
    const open = await t.database.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.commentId, commentId), isNull(contentReports.resolvedAt)));
    expect(open.map((report) => report.description)).toEqual(Array(3).fill('User reported this comment'));
  });

  it('limits a member to 30 reports an hour across posts and comments (429 with Retry-After)', async () => {
    const author = await communityMember(t);
    const reporter = await communityMember(t);
    const post = await createPost(author.client);
    const created = await author.client.post(`/api/community/posts/${post.id}/comments`, { content: 'Hi' });
    const commentId = created.json().comment.id;
    for (let attempt = 0; attempt < 30; attempt += 1)
      expect((await reporter.client.post(`/api/community/posts/${post.id}/reports`, {})).statusCode).toBe(
        201,
      );
    const refused = await reporter.client.post(`/api/community/comments/${commentId}/reports`, {});
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'You are posting very quickly. Please wait a while before posting again.',
      },
    });
  });

  it('answers 404 for missing items and 400 for a body with fields', async () => {
    const member = await communityMember(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await member.client.post(`/api/community/posts/${missing}/reports`, {})).statusCode).toBe(404);
    expect((await member.client.post(`/api/community/comments/${missing}/reports`, {})).statusCode).toBe(404);
    const post = await createPost(member.client);
    const extra = await member.client.post(`/api/community/posts/${post.id}/reports`, { reason: 'spam' });
    expect(extra.statusCode).toBe(400);
  });
});
