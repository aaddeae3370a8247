import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/accounts/roles';
import type {
  CommunityComment,
  CommunityPost,
  ModerationQueueItem,
} from '../../../shared/community/community.schemas';
import { communityMessages } from '../../../shared/community/community-rules';
import { contentReports, securityEvents } from '../../db/schema';
import { buildAccount, signedInClient, type TestClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

let testApp: TestApp;
let nextAddress = 10;

beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  await testApp.app.close();
});

/** Each signed-in client comes from its own address, so sign-in rate limits never get in the way. */
const address = () => `127.0.1.${nextAddress++}`;

async function signedInAs(role: Role, options: { totp?: boolean; name?: string } = {}) {
  const account = await buildAccount(testApp.database.db, { role, name: options.name });
  const totp = options.totp ?? role !== 'candidate';
  const { client } = await signedInClient(testApp.app, account, totp, address());
  return { ...account, client };
}

async function createPost(client: TestClient, title: string, content = `${title}: some words.`) {
  const response = await client.post('/api/community/posts', { title, category: 'general', content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ post: CommunityPost }>().post;
}

async function createComment(client: TestClient, postId: string, content: string) {
  const response = await client.post(`/api/community/posts/${postId}/comments`, { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ comment: CommunityComment }>().comment;
}

async function listedTitles(client: TestClient) {
  const response = await client.get('/api/community/posts');
  expect(response.statusCode).toBe(200);
  return response.json<{ posts: CommunityPost[] }>().posts.map((post) => post.title);
}

async function listedComments(client: TestClient, postId: string) {
  const response = await client.get(`/api/community/posts/${postId}/comments`);
  expect(response.statusCode).toBe(200);
  return response.json<{ comments: CommunityComment[] }>().comments.map((comment) => comment.content);
}

async function queue(client: TestClient, view?: 'open' | 'hidden') {
  const response = await client.get(`/api/admin/community/reports${view ? `?view=${view}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: ModerationQueueItem[] }>().items;
}

async function moderationEvents() {
  return testApp.database.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.eventType, 'community_moderation'));
}

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;

describe('access to the moderation API', () => {
  it('refuses anonymous callers, members and admins without TOTP', async () => {
    const author = await signedInAs('candidate');
    const post = await createPost(author.client, 'Guarded post');
    const employer = await signedInAs('employer', { totp: false });
    const adminWithoutTotp = await signedInAs('admin', { totp: false });

    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/admin/community/reports' });
    expect(anonymous.statusCode).toBe(401);

    for (const [caller, code] of [
      [author.client, 'FORBIDDEN'],
      [employer.client, 'FORBIDDEN'],
      [adminWithoutTotp.client, 'TWO_FACTOR_REQUIRED'],
    ] as const) {
      const list = await caller.get('/api/admin/community/reports');
      expect(list.statusCode).toBe(403);
      expect(errorOf(list).code).toBe(code);
      const hide = await caller.post(`/api/admin/community/posts/${post.id}/moderation`, {
        action: 'hide',
        reason: 'Not allowed',
      });
      expect(hide.statusCode).toBe(403);
      const pin = await caller.put(`/api/admin/community/posts/${post.id}/pin`, { pinned: true });
      expect(pin.statusCode).toBe(403);
    }
    expect(await listedTitles(author.client)).toEqual(['Guarded post']);
    expect(await moderationEvents()).toEqual([]);
  });
});

describe('GET /api/admin/community/reports', () => {
  it('lists reported posts and comments with their open report counts, most reported first', async () => {
    const author = await signedInAs('candidate', { name: 'Avery Author' });
    const reporters = [await signedInAs('candidate'), await signedInAs('employer', { totp: false })];
    const admin = await signedInAs('admin');
    const quiet = await createPost(author.client, 'Nobody minds this one');
    const reported = await createPost(author.client, 'Reported twice', 'A <b>bold</b> claim.');
    const comment = await createComment(author.client, quiet.id, 'A reported comment');

    for (const reporter of reporters) {
      expect((await reporter.client.post(`/api/community/posts/${reported.id}/reports`)).statusCode).toBe(
        201,
      );
    }
    // A repeat by the same member counts once.
    await reporters[0]?.client.post(`/api/community/posts/${reported.id}/reports`);
    await reporters[0]?.client.post(`/api/community/comments/${comment.id}/reports`);

    const items = await queue(admin.client);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      kind: 'post',
      id: reported.id,
      postId: reported.id,
      title: 'Reported twice',
      excerpt: 'A <b>bold</b> claim.',
      authorName: 'Avery Author',
      status: 'published',
      openReports: 2,
      moderationReason: null,
      isPinned: false,
    });
    expect(items[1]).toMatchObject({
      kind: 'comment',
      id: comment.id,
      postId: quiet.id,
      title: 'Nobody minds this one',
      excerpt: 'A reported comment',
      status: 'published',
      openReports: 1,
    });
    expect(Number.isNaN(Date.parse(items[0]?.lastReportedAt ?? ''))).toBe(false);
    expect(await queue(admin.client, 'hidden')).toEqual([]);
  });

  it('refuses an unknown view', async () => {
    const admin = await signedInAs('admin');
    const response = await admin.client.get('/api/admin/community/reports?view=everything');
    expect(response.statusCode).toBe(400);
  });
});

describe('reports from three different members', () => {
  it('hide a post automatically until a moderator reviews it', async () => {
    const author = await signedInAs('candidate');
    const reporters = [
      await signedInAs('candidate'),
      await signedInAs('candidate'),
      await signedInAs('employer', { totp: false }),
    ];
    const admin = await signedInAs('admin');
    const post = await createPost(author.client, 'Soon hidden');
    await createPost(author.client, 'Stays up');

    for (const [index, reporter] of reporters.entries()) {
      await reporter.client.post(`/api/community/posts/${post.id}/reports`);
      const expected = index < 2 ? ['Stays up', 'Soon hidden'] : ['Stays up'];
      expect(await listedTitles(author.client)).toEqual(expected);
    }
    for (const viewer of [author, admin, ...reporters]) {
      expect(await listedTitles(viewer.client)).toEqual(['Stays up']);
    }
    const [item] = await queue(admin.client);
    expect(item).toMatchObject({ id: post.id, status: 'auto_hidden', openReports: 3 });
  });

  it('hide a comment automatically and take it out of the post comment count', async () => {
    const author = await signedInAs('candidate');
    const reporters = [
      await signedInAs('candidate'),
      await signedInAs('candidate'),
      await signedInAs('candidate'),
    ];
    const admin = await signedInAs('admin');
    const post = await createPost(author.client, 'Discussion');
    const comment = await createComment(author.client, post.id, 'Rude remark');
    await createComment(author.client, post.id, 'Kind remark');

    for (const reporter of reporters)
      await reporter.client.post(`/api/community/comments/${comment.id}/reports`);

    expect(await listedComments(author.client, post.id)).toEqual(['Kind remark']);
    const [listed] = (await author.client.get('/api/community/posts')).json<{ posts: CommunityPost[] }>()
      .posts;
    expect(listed?.commentCount).toBe(1);
    const [item] = await queue(admin.client);
    expect(item).toMatchObject({ kind: 'comment', id: comment.id, status: 'auto_hidden', openReports: 3 });
  });
});

describe('POST /api/admin/community/:kind/:id/moderation', () => {
  it('requires a reason', async () => {
    const author = await signedInAs('candidate');
    const admin = await signedInAs('admin');
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
    expect(await moderationEvents()).toEqual([]);
  });

  it('answers 404 for a post or comment that does not exist', async () => {
    const admin = await signedInAs('admin');
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
    const author = await signedInAs('candidate');
    const reporter = await signedInAs('candidate');
    const admin = await signedInAs('master_admin');
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

    const events = await moderationEvents();
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
    const author = await signedInAs('candidate');
    const reporters = [
      await signedInAs('candidate'),
      await signedInAs('candidate'),
      await signedInAs('candidate'),
    ];
    const admin = await signedInAs('admin');
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
    const [event] = await moderationEvents();
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
    const author = await signedInAs('candidate');
    const admin = await signedInAs('admin');
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
    const events = await moderationEvents();
    expect(events.map((event) => [event.details.action, event.details.reason])).toEqual([
      ['hide', 'Personal attack'],
      ['hide', 'Still a personal attack'],
      ['restore', 'Apology given'],
    ]);
  });
});

describe('PUT /api/admin/community/posts/:id/pin', () => {
  it('puts a pinned post first in listings until it is unpinned, and audits it', async () => {
    const author = await signedInAs('candidate');
    const admin = await signedInAs('system_admin');
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

    const events = await moderationEvents();
    expect(events.map((event) => event.details.action)).toEqual(['pin', 'unpin']);
    expect(events[0]).toMatchObject({ userId: admin.userId, targetUserId: author.userId });
  });

  it('answers 404 for an unknown post and 400 for a body without pinned', async () => {
    const author = await signedInAs('candidate');
    const admin = await signedInAs('admin');
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
