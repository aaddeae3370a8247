import { isAdminRole, type ProfileTier, type Role } from '../../../shared/accounts/roles';
import type { CommunityPost, CreatePostInput } from '../../../shared/community/community.schemas';
import { buildAccount, signedInClient, type TestClient } from '../../test/accounts.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import { createCommunityEventsRepository } from './community-events.repository';

let nextAddress = 1;

/** An approved member of the given role, signed in from an address of their own. */
export async function communityMember(
  t: TestApp,
  options: { role?: Role; name?: string; tier?: ProfileTier } = {},
) {
  const role = options.role ?? 'candidate';
  const account = await buildAccount(t.database.db, {
    role,
    ...(options.name ? { name: options.name } : {}),
    ...(options.tier ? { tier: options.tier } : {}),
  });
  const address = `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  nextAddress += 1;
  // Admin roles act as admins only with TOTP enrolled.
  const { client } = await signedInClient(t.app, account, isAdminRole(role), address);
  return { ...account, client };
}
export type CommunityMember = Awaited<ReturnType<typeof communityMember>>;

export const samplePost = {
  title: 'Structured medication reviews in care homes',
  category: 'clinical_practice',
  content: 'How are other clinical pharmacists scheduling SMRs across several homes?',
  tags: ['SMR', 'care homes'],
} satisfies CreatePostInput;

export async function createPost(client: TestClient, overrides: Partial<CreatePostInput> = {}) {
  const response = await client.post('/api/community/posts', { ...samplePost, ...overrides });
  if (response.statusCode !== 201)
    throw new Error(`create post failed: ${response.statusCode} ${response.body}`);
  return response.json<{ post: CommunityPost }>().post;
}

export async function listPosts(client: TestClient, query = '') {
  const response = await client.get(`/api/community/posts${query}`);
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return response.json<{ posts: CommunityPost[]; nextOffset: number | null }>();
}

/**
 * For a test that writes to the database behind the routes' back: announces the change as another
 * server process would (NOTIFY), and resolves once this process has heard it (its caches are then
 * emptied, as after any community write).
 */
export async function announceChange(t: TestApp, postId: string) {
  const heard = new Promise<void>((resolve) => {
    const stop = t.app.communityEvents.subscribe(() => {
      stop();
      resolve();
    });
  });
  await createCommunityEventsRepository({ db: t.database.db }).notify({ type: 'moderation', id: postId });
  await heard;
}
