import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Role } from '../../../shared/accounts/roles';
import type {
  CommunityComment,
  CommunityPost,
  ModerationQueueItem,
} from '../../../shared/community/community.schemas';
import { securityEvents } from '../../db/schema';
import { buildAccount, signedInClient, type TestClient } from '../../test/accounts.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import { createPost as createCommunityPost, listPosts } from './community.test-utils';

/* Helpers of the moderation API tests (moderation.*.test.ts); each test file builds its own app. */

let nextAddress = 10;

/** Each signed-in client comes from its own address, so sign-in rate limits never get in the way. */
const address = () => `127.0.1.${nextAddress++}`;

export interface SignedInMember {
  userId: string;
  email: string;
  password: string;
  client: TestClient;
}

/** An account of `role`, signed in; admins and employers enrol TOTP unless `totp` says otherwise. */
export async function signedInAs(
  t: TestApp,
  role: Role,
  options: { totp?: boolean; name?: string } = {},
): Promise<SignedInMember> {
  const account = await buildAccount(t.database.db, { role, name: options.name });
  const totp = options.totp ?? role !== 'candidate';
  const { client } = await signedInClient(t.app, account, totp, address());
  return { ...account, client };
}

export function createPost(
  client: TestClient,
  title: string,
  content = `${title}: some words.`,
): Promise<CommunityPost> {
  return createCommunityPost(client, { title, category: 'general', content, tags: [] });
}

export async function createComment(
  client: TestClient,
  postId: string,
  content: string,
): Promise<CommunityComment> {
  const response = await client.post(`/api/community/posts/${postId}/comments`, { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ comment: CommunityComment }>().comment;
}

export async function listedTitles(client: TestClient): Promise<string[]> {
  return (await listPosts(client)).posts.map((post) => post.title);
}

export async function listedComments(client: TestClient, postId: string): Promise<string[]> {
  const response = await client.get(`/api/community/posts/${postId}/comments`);
  expect(response.statusCode).toBe(200);
  return response.json<{ comments: CommunityComment[] }>().comments.map((comment) => comment.content);
}

export async function queue(client: TestClient, view?: 'open' | 'hidden'): Promise<ModerationQueueItem[]> {
  const response = await client.get(`/api/admin/community/reports${view ? `?view=${view}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: ModerationQueueItem[] }>().items;
}

export async function moderationEvents(t: TestApp): Promise<(typeof securityEvents.$inferSelect)[]> {
  return t.database.db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.eventType, 'community_moderation'));
}

export const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;
