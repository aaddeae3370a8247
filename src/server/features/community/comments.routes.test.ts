import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommunityComment } from '../../../shared/community/community.schemas';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { communityMember, createPost, listPosts } from './community.test-utils';

let t: TestApp;
let clock: Date;
beforeEach(async () => {
  clock = new Date('2026-11-20T09:00:00Z');
  t = await createTestApp({ now: () => clock });
});
afterEach(async () => {
  await t.app.close();
});

async function comment(
  client: Awaited<ReturnType<typeof communityMember>>['client'],
  postId: string,
  body: object,
) {
  clock = new Date(clock.getTime() + 1000);
  return client.post(`/api/community/posts/${postId}/comments`, body);
}

describe('comments', () => {
  it('lists published comments oldest first, with one level of replies, and counts them on the post', async () => {
    const amira = await communityMember(t, { name: 'Amira Khan' });
    const ben = await communityMember(t, { name: 'Ben Ode' });
    const post = await createPost(amira.client);
    const top = (await comment(ben.client, post.id, { content: '  First thoughts  ' })).json().comment;
    expect(top).toMatchObject({
      content: 'First thoughts',
      parentCommentId: null,
      author: { fullName: 'Ben Ode' },
    });
    const reply = await comment(amira.client, post.id, { content: 'Thanks Ben', parentCommentId: top.id });
    expect(reply.statusCode).toBe(201);
    await comment(amira.client, post.id, { content: 'Second top-level' });

    const listed = (await ben.client.get(`/api/community/posts/${post.id}/comments`)).json().comments;
    expect(listed.map((item: CommunityComment) => [item.content, item.parentCommentId])).toEqual([
      ['First thoughts', null],
      ['Thanks Ben', top.id],
      ['Second top-level', null],
    ]);
    expect((await listPosts(ben.client)).posts[0]?.commentCount).toBe(3);
  });

  it('refuses a reply to a reply, a blank comment, and comments on missing posts', async () => {
    const member = await communityMember(t);
    const post = await createPost(member.client);
    const top = (await comment(member.client, post.id, { content: 'Top' })).json().comment;
    const reply = (
      await comment(member.client, post.id, { content: 'Reply', parentCommentId: top.id })
    ).json().comment;

    const deeper = await comment(member.client, post.id, { content: 'Too deep', parentCommentId: reply.id });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().error).toEqual({
      code: 'REPLY_DEPTH',
      message: 'Replies are allowed on top-level comments only.',
    });
    const blank = await comment(member.client, post.id, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    const elsewhere = await createPost(member.client, { title: 'Another post' });
    const crossPost = await comment(member.client, elsewhere.id, { content: 'Hi', parentCommentId: top.id });
    expect(crossPost.statusCode).toBe(404);
    const missing = await comment(member.client, '00000000-0000-4000-8000-000000000000', { content: 'Hi' });
    expect(missing.statusCode).toBe(404);
    expect((await member.client.get('/api/community/posts/not-a-uuid/comments')).statusCode).toBe(400);
    expect((await listPosts(member.client)).posts.find((item) => item.id === post.id)?.commentCount).toBe(2);
  });

  it('refuses patient-identifiable data in comments', async () => {
    const member = await communityMember(t);
    const post = await createPost(member.client);
    const response = await comment(member.client, post.id, { content: 'Her NHS number is 943 476 5919' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('patient-identifiable information');
  });
});

describe('votes', () => {
  it('toggles: same again removes, opposite switches by 2, none adds 1', async () => {
    const author = await communityMember(t);
    const voter = await communityMember(t);
    const post = await createPost(author.client);
    const vote = async (voteType: 'upvote' | 'downvote' | null) =>
      (await voter.client.put(`/api/community/posts/${post.id}/vote`, { voteType })).json();

    expect(await vote('upvote')).toEqual({ upvotes: 1, downvotes: 0, myVote: 'upvote' });
    expect(await vote('downvote')).toEqual({ upvotes: 0, downvotes: 1, myVote: 'downvote' });
    expect(await vote(null)).toEqual({ upvotes: 0, downvotes: 0, myVote: null });
    expect(await vote(null)).toEqual({ upvotes: 0, downvotes: 0, myVote: null });
    await vote('upvote');
    const listed = (await listPosts(voter.client)).posts[0];
    expect(listed).toMatchObject({ upvotes: 1, downvotes: 0, myVote: 'upvote' });
    expect((await listPosts(author.client)).posts[0]?.myVote).toBeNull();
    const stats = (await author.client.get('/api/community/stats')).json();
    expect(stats.topContributors[0]).toMatchObject({ userId: author.userId, karmaPoints: 1 });
  });

  it('votes on comments the same way, and earns no karma for voting on yourself', async () => {
    const author = await communityMember(t);
    const post = await createPost(author.client);
    const own = (await comment(author.client, post.id, { content: 'My own note' })).json().comment;
    const result = await author.client.put(`/api/community/comments/${own.id}/vote`, { voteType: 'upvote' });
    expect(result.json()).toEqual({ upvotes: 1, downvotes: 0, myVote: 'upvote' });
    const listed = (await author.client.get(`/api/community/posts/${post.id}/comments`)).json().comments;
    expect(listed[0]).toMatchObject({ upvotes: 1, myVote: 'upvote' });
    const stats = (await author.client.get('/api/community/stats')).json();
    expect(stats.topContributors[0]).toMatchObject({ karmaPoints: 0, postsCreated: 1 });
  });

  it('refuses bad votes and votes on missing items', async () => {
    const member = await communityMember(t);
    const post = await createPost(member.client);
    expect(
      (await member.client.put(`/api/community/posts/${post.id}/vote`, { voteType: 'sideways' })).statusCode,
    ).toBe(400);
    expect((await member.client.put(`/api/community/posts/${post.id}/vote`, {})).statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await member.client.put(`/api/community/posts/${missing}/vote`, { voteType: 'upvote' })).statusCode,
    ).toBe(404);
    expect(
      (await member.client.put(`/api/community/comments/${missing}/vote`, { voteType: 'upvote' })).statusCode,
    ).toBe(404);
  });

  it('keeps counters equal to the votes table under many concurrent toggles', async () => {
    const author = await communityMember(t);
    const post = await createPost(author.client);
    const top = (await comment(author.client, post.id, { content: 'Vote on me too' })).json().comment;
    const voters = await Promise.all(Array.from({ length: 8 }, () => communityMember(t)));
    const choices = ['upvote', 'downvote', null] as const;
    const requests = voters.flatMap((voter, index) =>
      Array.from({ length: 6 }, (_, round) => {
        const voteType = choices[(index + round) % 3] ?? null;
        return Promise.all([
          voter.client.put(`/api/community/posts/${post.id}/vote`, { voteType }),
          voter.client.put(`/api/community/comments/${top.id}/vote`, { voteType }),
        ]);
      }),
    );
    const responses = (await Promise.all(requests)).flat();
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);

    const counts: unknown = await t.database.db.execute(
      // The votes table is the truth; the counters on the rows must equal it.
      `select 'post' as kind, count(*) filter (where vote_type = 'upvote')::int as up,
              count(*) filter (where vote_type = 'downvote')::int as down
         from post_votes where post_id = '${post.id}'
       union all
       select 'comment', count(*) filter (where vote_type = 'upvote')::int,
              count(*) filter (where vote_type = 'downvote')::int
         from post_votes where comment_id = '${top.id}'`,
    );
    const rows = Array.isArray(counts) ? counts : (counts as { rows: unknown[] }).rows;
    const listed = (await listPosts(author.client)).posts[0];
    const listedComment = (await author.client.get(`/api/community/posts/${post.id}/comments`)).json()
      .comments[0];
    expect(rows).toEqual([
      { kind: 'post', up: listed?.upvotes, down: listed?.downvotes },
      { kind: 'comment', up: listedComment.upvotes, down: listedComment.downvotes },
    ]);
    const stats = (await author.client.get('/api/community/stats')).json();
    const expectedKarma =
      (listed?.upvotes ?? 0) - (listed?.downvotes ?? 0) + listedComment.upvotes - listedComment.downvotes;
    expect(stats.topContributors[0]).toMatchObject({ userId: author.userId, karmaPoints: expectedKarma });
  }, 120_000);
});
