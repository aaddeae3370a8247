import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { communityPosts, userReputation } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { announceChange, communityMember, createPost, listPosts, samplePost } from './community.test-utils';

let t: TestApp;
let clock: Date;
beforeEach(async () => {
  clock = new Date('2026-11-20T09:00:00Z');
  t = await createTestApp({ now: () => clock });
});
afterEach(async () => {
  await t.app.close();
});

const tick = (minutes = 1) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

describe('creating posts', () => {
  it('publishes at once with the author, their tier, and counts it toward their reputation', async () => {
    const amira = await communityMember(t, { name: 'Amira Khan' });
    const post = await createPost(amira.client, { tags: [' SMR ', 'smr', 'frailty'] });
    expect(post).toMatchObject({
      title: samplePost.title,
      category: 'clinical_practice',
      tags: ['SMR', 'frailty'],
      upvotes: 0,
      downvotes: 0,
      commentCount: 0,
      isPinned: false,
      authorProfileTier: 'portfolio',
      author: { id: amira.userId, fullName: 'Amira Khan', role: 'candidate' },
      myVote: null,
    });
    expect(post.createdAt).toBe(clock.toISOString());
    const [reputation] = await t.database.db
      .select()
      .from(userReputation)
      .where(eq(userReputation.userId, amira.userId));
    expect(reputation).toMatchObject({ postsCreated: 1, karmaPoints: 0 });
  });

  it.each([
    [{ title: '' }, 'Please fill in all required fields'],
    [{ category: undefined }, 'Please fill in all required fields'],
    [{ content: '  ' }, 'Please fill in all required fields'],
    [{ title: 'x'.repeat(201) }, 'Title must be 200 characters or fewer'],
    [{ content: 'y'.repeat(5001) }, 'Content must be 5000 characters or fewer'],
    [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'You can add up to 5 tags'],
    [
      { title: 'Practice is HIRING' },
      'Please review your content. Job postings and direct contact sharing are not permitted.',
    ],
    [
      { content: 'Drop me a line, email me at home' },
      'Please review your content. Job postings and direct contact sharing are not permitted.',
    ],
  ])('refuses %j with its message', async (overrides, message) => {
    const member = await communityMember(t);
    const response = await member.client.post('/api/community/posts', { ...samplePost, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await t.database.db.$count(communityPosts)).toBe(0);
  });

  it('refuses patient-identifiable data: an NHS number, or a date of birth with a name', async () => {
    const member = await communityMember(t);
    for (const content of [
      'Reviewed 943 476 5919 this morning',
      'Query about John Smith 04/07/1961 and his meds',
    ]) {
      const response = await member.client.post('/api/community/posts', { ...samplePost, content });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('patient-identifiable information');
    }
  });

  it('refuses unknown fields and malformed bodies with a 400, never a 500', async () => {
    const member = await communityMember(t);
    for (const body of [
      { ...samplePost, status: 'hidden' },
      { ...samplePost, tags: 'one' },
      'not json',
      [],
    ]) {
      const response = await member.client.post('/api/community/posts', body);
      // A string body arrives as text/plain: 415; the JSON ones fail validation: 400.
      expect([400, 415]).toContain(response.statusCode);
    }
  });

  it('keeps official announcements to admin roles', async () => {
    const candidate = await communityMember(t);
    const refused = await candidate.client.post('/api/community/posts', {
      ...samplePost,
      category: 'announcements',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only the ARRS Place team can post official announcements.');
    const admin = await communityMember(t, { role: 'admin' });
    const post = await createPost(admin.client, { category: 'announcements', title: 'Forum guidelines' });
    expect(post.author.role).toBe('admin');
  });

  it('limits a member to 10 posts an hour (429 with Retry-After)', async () => {
    const member = await communityMember(t);
    for (let index = 0; index < 10; index += 1)
      await createPost(member.client, { title: `Question ${index}` });
    const refused = await member.client.post('/api/community/posts', samplePost);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stores text as written: markup is data, not HTML', async () => {
    const member = await communityMember(t);
    const content = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const post = await createPost(member.client, { content });
    expect(post.content).toBe(content);
  });
});

describe('listing posts', () => {
  it('shows published posts, pinned first, in the chosen order', async () => {
    const amira = await communityMember(t);
    const ben = await communityMember(t);
    const first = await createPost(amira.client, { title: 'First' });
    tick();
    const second = await createPost(ben.client, { title: 'Second', category: 'general' });
    tick();
    const third = await createPost(amira.client, { title: 'Third' });
    await ben.client.put(`/api/community/posts/${first.id}/vote`, { voteType: 'upvote' });
    await ben.client.post(`/api/community/posts/${third.id}/comments`, { content: 'Useful, thanks' });
    await ben.client.post(`/api/community/posts/${third.id}/comments`, { content: 'Following' });
    await amira.client.post(`/api/community/posts/${second.id}/comments`, { content: 'Agreed' });

    const titles = async (query: string) =>
      (await listPosts(amira.client, query)).posts.map((post) => post.title);
    expect(await titles('')).toEqual(['Third', 'Second', 'First']);
    expect(await titles('?sort=popular')).toEqual(['First', 'Third', 'Second']);
    expect(await titles('?sort=comments')).toEqual(['Third', 'Second', 'First']);
    expect(await titles('?category=general')).toEqual(['Second']);

    await t.database.db
      .update(communityPosts)
      .set({ isPinned: true })
      .where(eq(communityPosts.id, second.id));
    await announceChange(t, second.id);
    expect(await titles('')).toEqual(['Second', 'Third', 'First']);
    await t.database.db
      .update(communityPosts)
      .set({ status: 'hidden' })
      .where(eq(communityPosts.id, third.id));
    await announceChange(t, third.id);
    expect(await titles('')).toEqual(['Second', 'First']);
  });

  it('searches title or content case-insensitively, with % and _ taken literally', async () => {
    const member = await communityMember(t);
    await createPost(member.client, { title: 'Pharmacy first', content: 'Minor illness pathway' });
    await createPost(member.client, { title: 'Social prescribing', content: 'Link to PHARMACY teams' });
    await createPost(member.client, { title: 'Audit results', content: '100% of reviews done' });
    await createPost(member.client, { title: 'Another audit', content: '1000 reviews done' });
    const titles = async (q: string) =>
      (await listPosts(member.client, `?q=${encodeURIComponent(q)}`)).posts.map((post) => post.title).sort();
    expect(await titles('pharm')).toEqual(['Pharmacy first', 'Social prescribing']);
    expect(await titles('100%')).toEqual(['Audit results']);
    expect(await titles('_')).toEqual([]);
    expect(await titles('')).toHaveLength(4);
  });

  it('pages 50 at a time with nextOffset', async () => {
    const member = await communityMember(t);
    await t.database.db.insert(communityPosts).values(
      Array.from({ length: 53 }, (_, index) => ({
        userId: member.userId,
        title: `Post ${index}`,
        content: 'Content',
        category: 'general' as const,
        createdAt: new Date(clock.getTime() - index * 60_000),
      })),
    );
    const page1 = await listPosts(member.client);
    expect(page1.posts).toHaveLength(50);
    expect(page1.nextOffset).toBe(50);
    const page2 = await listPosts(member.client, '?offset=50');
    expect(page2.posts.map((post) => post.title)).toEqual(['Post 50', 'Post 51', 'Post 52']);
    expect(page2.nextOffset).toBeNull();
  });

  it('lists the start of long posts and serves the whole post by id', async () => {
    const member = await communityMember(t);
    const long = 'Lorem ipsum dolor sit amet. '.repeat(100).trim();
    const created = await createPost(member.client, { content: long });
    expect(created).toMatchObject({ content: long, contentTruncated: false });
    const [listed] = (await listPosts(member.client)).posts;
    expect(listed?.content).toBe(long.slice(0, 501));
    expect(listed?.contentTruncated).toBe(true);
    const whole = await member.client.get(`/api/community/posts/${created.id}`);
    expect(whole.json().post).toMatchObject({ id: created.id, content: long, contentTruncated: false });
    const short = await createPost(member.client, { title: 'Short one', content: 'x'.repeat(501) });
    const shortListed = (await listPosts(member.client)).posts.find((post) => post.id === short.id);
    expect(shortListed).toMatchObject({ content: 'x'.repeat(501), contentTruncated: false });
    const missing = await member.client.get('/api/community/posts/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('serves one page to every member, each with their own vote, and follows every change', async () => {
    const author = await communityMember(t);
    const voter = await communityMember(t);
    const reader = await communityMember(t);
    const post = await createPost(author.client);
    expect((await listPosts(reader.client)).posts[0]).toMatchObject({ upvotes: 0, myVote: null });
    await voter.client.put(`/api/community/posts/${post.id}/vote`, { voteType: 'downvote' });
    expect((await listPosts(voter.client)).posts[0]).toMatchObject({ downvotes: 1, myVote: 'downvote' });
    expect((await listPosts(reader.client)).posts[0]).toMatchObject({ downvotes: 1, myVote: null });
    // A change made by another server process reaches this one as a NOTIFY.
    await t.database.db
      .update(communityPosts)
      .set({ title: 'Edited elsewhere' })
      .where(eq(communityPosts.id, post.id));
    await announceChange(t, post.id);
    expect((await listPosts(author.client)).posts[0]).toMatchObject({
      title: 'Edited elsewhere',
      myVote: null,
    });
  });

  it('refuses a bad sort or category with a 400', async () => {
    const member = await communityMember(t);
    expect((await member.client.get('/api/community/posts?sort=random')).statusCode).toBe(400);
    expect((await member.client.get('/api/community/posts?category=jobs')).statusCode).toBe(400);
    expect((await member.client.get('/api/community/posts?offset=-1')).statusCode).toBe(400);
  });

  it('shows the posts of an erased account as written by nobody (Anonymous User)', async () => {
    const leaver = await communityMember(t, { name: 'Leaving Member' });
    const reader = await communityMember(t);
    const post = await createPost(leaver.client);
    await reader.client.put(`/api/community/posts/${post.id}/vote`, { voteType: 'upvote' });
    const erased = await leaver.client.delete('/api/account', { confirmation: 'DELETE' });
    expect(erased.statusCode).toBe(200);
    const [listed] = (await listPosts(reader.client)).posts;
    expect(listed).toMatchObject({
      id: post.id,
      author: { id: null, fullName: null, role: null },
      upvotes: 1,
    });
  });
});

describe('stats and trending', () => {
  it('counts published posts, comments and members, and ranks contributors by karma', async () => {
    const amira = await communityMember(t, { name: 'Amira Khan' });
    const ben = await communityMember(t, { name: 'Ben Ode' });
    const cara = await communityMember(t, { name: 'Cara Lee' });
    const post = await createPost(amira.client);
    const other = await createPost(ben.client, { title: 'Second opinion' });
    await ben.client.put(`/api/community/posts/${post.id}/vote`, { voteType: 'upvote' });
    await cara.client.put(`/api/community/posts/${post.id}/vote`, { voteType: 'upvote' });
    await amira.client.put(`/api/community/posts/${other.id}/vote`, { voteType: 'downvote' });
    await cara.client.post(`/api/community/posts/${post.id}/comments`, { content: 'Thanks' });
    const stats = (await cara.client.get('/api/community/stats')).json();
    expect(stats).toMatchObject({ publishedPosts: 2, publishedComments: 1, members: 3 });
    expect(stats.topContributors.map((row: { fullName: string }) => row.fullName)).toEqual([
      'Amira Khan',
      'Ben Ode',
    ]);
    expect(stats.topContributors[0]).toMatchObject({ karmaPoints: 2, postsCreated: 1 });
    expect(stats.topContributors[1]).toMatchObject({ karmaPoints: -1, postsCreated: 1 });
  });

  it('trends published posts of the last 7 days by upvotes, 5 at most', async () => {
    const author = await communityMember(t);
    const voters = await Promise.all([communityMember(t), communityMember(t)]);
    const [old] = await t.database.db
      .insert(communityPosts)
      .values({
        userId: author.userId,
        title: 'Old news',
        content: 'From last month',
        category: 'general',
        createdAt: new Date(clock.getTime() - 8 * 24 * 60 * 60_000),
      })
      .returning();
    const posts = [];
    for (let index = 0; index < 6; index += 1)
      posts.push(await createPost(author.client, { title: `Fresh ${index}` }));
    for (const voter of voters) {
      await voter.client.put(`/api/community/posts/${old?.id}/vote`, { voteType: 'upvote' });
      await voter.client.put(`/api/community/posts/${posts[3]?.id}/vote`, { voteType: 'upvote' });
    }
    await voters[0]?.client.put(`/api/community/posts/${posts[1]?.id}/vote`, { voteType: 'upvote' });
    const trending = (await author.client.get('/api/community/trending')).json().posts;
    expect(trending).toHaveLength(5);
    expect(trending.map((post: { title: string }) => post.title).slice(0, 2)).toEqual(['Fresh 3', 'Fresh 1']);
    expect(trending.some((post: { title: string }) => post.title === 'Old news')).toBe(false);
    expect(trending[0]).toMatchObject({
      upvotes: 2,
      downvotes: 0,
      commentCount: 0,
      category: 'clinical_practice',
    });
  });
});
