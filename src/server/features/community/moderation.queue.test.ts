import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommunityPost } from '../../../shared/community/community.schemas';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import {
  createComment,
  createPost,
  listedComments,
  listedTitles,
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

describe('GET /api/admin/community/reports', () => {
  it('lists reported posts and comments with their open report counts, most reported first', async () => {
    const author = await signedInAs(testApp, 'candidate', { name: 'Avery Author' });
    const reporters = [
      await signedInAs(testApp, 'candidate'),
      await signedInAs(testApp, 'employer', { totp: false }),
    ];
    const admin = await signedInAs(testApp, 'admin');
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
    const admin = await signedInAs(testApp, 'admin');
    const response = await admin.client.get('/api/admin/community/reports?view=everything');
    expect(response.statusCode).toBe(400);
  });
});

describe('reports from three different members', () => {
  it('hide a post automatically until a moderator reviews it', async () => {
    const author = await signedInAs(testApp, 'candidate');
    const reporters = [
      await signedInAs(testApp, 'candidate'),
      await signedInAs(testApp, 'candidate'),
      await signedInAs(testApp, 'employer', { totp: false }),
    ];
    const admin = await signedInAs(testApp, 'admin');
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
    const author = await signedInAs(testApp, 'candidate');
    const reporters = [
      await signedInAs(testApp, 'candidate'),
      await signedInAs(testApp, 'candidate'),
      await signedInAs(testApp, 'candidate'),
    ];
    const admin = await signedInAs(testApp, 'admin');
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
