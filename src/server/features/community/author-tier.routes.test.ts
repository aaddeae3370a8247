import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommunityPost } from '../../../shared/community/community.schemas';
import { userProfiles } from '../../db/schema';
import { openEventStream } from '../../realtime/event-stream.test-utils';
import type { TestClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { employerWithOrganisation, type TestEmployer } from '../../test/marketplace.test-utils';
import { readZip } from '../../test/zip.test-utils';
import { announceChange, type CommunityMember, communityMember, createPost } from './community.test-utils';

/*
 * What the community tells each reader about a candidate author's job hunting (decision 034,
 * docs/product/community.md): peers see the 'Job Seeker' badge of a candidate who hides from nobody;
 * employers never receive a tier; a candidate who hides from any organisation is never a job seeker.
 */

let t: TestApp;
let seeker: CommunityMember;
let hider: CommunityMember;
let hiddenFrom: TestEmployer;
let elsewhere: TestEmployer;
let seekerPost: CommunityPost;
let hiderPost: CommunityPost;

beforeEach(async () => {
  t = await createTestApp();
  hiddenFrom = await employerWithOrganisation(t, { name: 'Current Practice' });
  elsewhere = await employerWithOrganisation(t, { name: 'Another PCN' });
  seeker = await communityMember(t, { name: 'Sam Seeker', tier: 'active_seeker' });
  hider = await communityMember(t, { name: 'Hana Hider', tier: 'active_seeker' });
  const hidden = await hider.client.post('/api/candidate/hidden-organisations', {
    odsCode: hiddenFrom.organisation.odsCode,
  });
  expect(hidden.statusCode, hidden.body).toBe(200);
  seekerPost = await createPost(seeker.client, { title: 'Moving into a PCN role' });
  hiderPost = await createPost(hider.client, { title: 'Frailty clinics in care homes' });
  for (const post of [seekerPost, hiderPost])
    for (const author of [seeker, hider]) {
      const comment = await author.client.post(`/api/community/posts/${post.id}/comments`, {
        content: 'Happy to compare notes',
      });
      expect(comment.statusCode, comment.body).toBe(201);
    }
  await hider.client.put(`/api/community/posts/${seekerPost.id}/vote`, { voteType: 'upvote' });
  await seeker.client.put(`/api/community/posts/${hiderPost.id}/vote`, { voteType: 'upvote' });
});
afterEach(async () => {
  await t.app.close();
});

/** Every community answer that presents these authors, raw, as a reader receives it. */
async function communityAnswers(client: TestClient) {
  const urls = [
    '/api/community/posts',
    '/api/community/posts?sort=popular',
    `/api/community/posts?q=${encodeURIComponent('PCN role')}`,
    ...[seekerPost, hiderPost].flatMap((post) => [
      `/api/community/posts/${post.id}`,
      `/api/community/posts/${post.id}/comments`,
    ]),
    '/api/community/trending',
    '/api/community/stats',
  ];
  const answers: { url: string; body: string }[] = [];
  for (const url of urls) {
    const response = await client.get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    answers.push({ url, body: response.body });
  }
  return answers;
}

/** The author tier each post shows `client`, from the listing and from the post's own page. */
async function tiersSeenBy(client: TestClient) {
  const listed = (await client.get('/api/community/posts')).json<{ posts: CommunityPost[] }>().posts;
  const tierOf = async (post: CommunityPost) => ({
    listed: listed.find((item) => item.id === post.id)?.authorProfileTier,
    page: (await client.get(`/api/community/posts/${post.id}`)).json<{ post: CommunityPost }>().post
      .authorProfileTier,
  });
  return { seeker: await tierOf(seekerPost), hider: await tierOf(hiderPost) };
}

describe('the job-seeking badge in the community', () => {
  it('never reaches an employer, whether or not the author hides from their organisation', async () => {
    for (const employer of [hiddenFrom, elsewhere]) {
      for (const { url, body } of await communityAnswers(employer.client)) {
        expect(body, url).not.toContain('active_seeker');
        expect(body, url).not.toContain('Job Seeker');
      }
      expect(await tiersSeenBy(employer.client)).toEqual({
        seeker: { listed: null, page: null },
        hider: { listed: null, page: null },
      });
    }
  });

  it('shows other candidates and admins the seeker, and the candidate who hides as Professional', async () => {
    const colleague = await communityMember(t, { name: 'Colm Colleague' });
    const admin = await communityMember(t, { role: 'admin' });
    for (const reader of [colleague, admin]) {
      expect(await tiersSeenBy(reader.client)).toEqual({
        seeker: { listed: 'active_seeker', page: 'active_seeker' },
        hider: { listed: 'portfolio', page: 'portfolio' },
      });
    }
    // The candidate who hides reads themselves as everyone else does.
    expect((await tiersSeenBy(hider.client)).hider).toEqual({ listed: 'portfolio', page: 'portfolio' });
  });

  it('stops showing a seeker who starts hiding, or stops looking, on posts written before', async () => {
    const colleague = await communityMember(t);
    expect((await tiersSeenBy(colleague.client)).seeker.page).toBe('active_seeker');
    await seeker.client.post('/api/candidate/hidden-organisations', {
      odsCode: elsewhere.organisation.odsCode,
    });
    await announceChange(t, seekerPost.id);
    expect((await tiersSeenBy(colleague.client)).seeker).toEqual({ listed: 'portfolio', page: 'portfolio' });

    await seeker.client.delete(`/api/candidate/hidden-organisations/${elsewhere.organisation.odsCode}`);
    await t.database.db
      .update(userProfiles)
      .set({ profileTier: 'community' })
      .where(eq(userProfiles.userId, seeker.userId));
    await announceChange(t, seekerPost.id);
    expect((await tiersSeenBy(colleague.client)).seeker).toEqual({ listed: 'community', page: 'community' });
  });

  it('never serves an employer the listing page kept for candidates, nor the other way round', async () => {
    const colleague = await communityMember(t);
    const listing = async (client: TestClient) => {
      const response = await client.get('/api/community/posts?sort=newest');
      expect(response.statusCode, response.body).toBe(200);
      return response.body;
    };
    // Same URL, same moment, one shared cache: the candidate's page is made first.
    expect(await listing(colleague.client)).toContain('"authorProfileTier":"active_seeker"');
    expect(await listing(elsewhere.client)).not.toContain('active_seeker');
    expect(await listing(hiddenFrom.client)).not.toContain('active_seeker');
    // And after an employer made it first, candidates still get theirs.
    await announceChange(t, seekerPost.id);
    expect(await listing(elsewhere.client)).not.toContain('active_seeker');
    expect(await listing(colleague.client)).toContain('"authorProfileTier":"active_seeker"');
  });
});

describe('the account data export', () => {
  it('holds an employer’s own community data and nothing of the job seekers they met there', async () => {
    const { client } = hiddenFrom;
    await client.post(`/api/community/posts/${seekerPost.id}/comments`, { content: 'Welcome aboard' });
    await client.put(`/api/community/posts/${hiderPost.id}/vote`, { voteType: 'upvote' });
    await client.post(`/api/community/posts/${hiderPost.id}/reports`, {});
    const response = await client.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    const data = readZip(response.rawPayload).get('personal-data.json')?.toString('utf8') ?? '';
    expect(data).toContain('Welcome aboard');
    for (const secret of ['active_seeker', 'Job Seeker', 'Sam Seeker', 'Hana Hider'])
      expect(data).not.toContain(secret);
  });
});

describe('community events', () => {
  it('carry the post id and the kind of change only: no author, name or tier', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/community/events`, {
      cookie: hiddenFrom.client.jar.header(),
    });
    try {
      const post = await createPost(seeker.client, { title: 'Another question' });
      await seeker.client.post(`/api/community/posts/${post.id}/comments`, { content: 'A follow-up' });
      await stream.waitFor((event) => (event as { type: string }).type === 'comment');
      expect(stream.events).toEqual([
        { type: 'post', id: post.id },
        { type: 'comment', id: post.id },
      ]);
    } finally {
      stream.close();
    }
  });
});
