/**
 * A typed client of the API as a consumer writes one: openapi-fetch, typed by what openapi-typescript
 * generates from the OpenAPI document. `npm test` (scripts/check-openapi.ts) generates the types into
 * .cache/openapi/ and type-checks this file, which is never run: it fails to compile when the document
 * stops saying what a consumer relies on here. docs/api/README.md says how to do the same by hand.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from '../../.cache/openapi/openapi';

/** Every error answer of the API. */
type ApiError = components['schemas']['ApiError'];

export function createApiClient(baseUrl: string) {
  // The session is a cookie: a browser sends it with `credentials`, a script sets the Cookie header.
  return createClient<paths>({ baseUrl, credentials: 'include' });
}

export async function example(client: ReturnType<typeof createApiClient>, accountId: string) {
  // A typed answer.
  const health = await client.GET('/api/health');
  const database: 'ok' | 'unreachable' | undefined = health.data?.db;

  // A typed query string.
  const posts = await client.GET('/api/community/posts', {
    params: { query: { sort: 'newest', offset: 0 } },
  });
  const titles: string[] = posts.data?.posts.map((post) => post.title) ?? [];

  // Every consent is a named key of the answer.
  const consents = await client.GET('/api/account/consents');
  const sharesCv: boolean | undefined = consents.data?.consents.cv_sharing_consent;

  // A path parameter and a body; a refusal is the shared error body, with its code.
  const changed = await client.POST('/api/admin/accounts/{id}/role', {
    params: { path: { id: accountId } },
    body: { role: 'employer' },
  });
  const refusal: ApiError | undefined = changed.error;

  // What the document does not allow does not compile.
  await client.POST('/api/admin/accounts/{id}/role', {
    params: { path: { id: accountId } },
    // @ts-expect-error: not a role
    body: { role: 'owner' },
  });
  // @ts-expect-error: no such route
  await client.GET('/api/no-such-route');

  return { database, titles, sharesCv, code: refusal?.error.code, role: changed.data?.role };
}
