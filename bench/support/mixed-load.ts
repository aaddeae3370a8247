/**
 * The mixed load of the memory and soak benches (bench/memory.ts, bench/soak.ts): several autocannon
 * streams at fixed rates at once — public pages and /api/health; members' reads (account, the
 * community list, a search, a post and its comments, trending); members' votes; analytics page-view
 * beacons from many addresses (so the geolocation database is read).
 */
import autocannon from 'autocannon';
import { analyticsIngestPaths } from '../../src/shared/analytics/ingest.schemas';
import { paths } from '../../src/shared/routing/paths';
import type { RunningTarget } from './community-target';

const userAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export interface Stream {
  name: string;
  connections: number;
  rate: number;
  requests: autocannon.Request[];
}

/** Ids of the first posts of the list, for the reads and votes of the load. */
export async function postIds(target: RunningTarget, cookie: string): Promise<string[]> {
  const ids: string[] = [];
  for (const offset of [0, 20, 40]) {
    const response = await fetch(`${target.origin}/api/community/posts?offset=${offset}`, {
      headers: { cookie },
    });
    if (!response.ok) throw new Error(`community list: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { posts: { id: string }[] };
    ids.push(...body.posts.map((post) => post.id));
  }
  if (ids.length === 0) throw new Error('the seeded community has no posts');
  return ids;
}

/**
 * The streams of the mixed load, built once (autocannon cycles through each stream's requests, so
 * the load generator does little work per request on a machine it shares with the server).
 */
export function mixedLoad(target: RunningTarget, cookies: string[], ids: string[]): Stream[] {
  const cookie = (index: number) => cookies[index % cookies.length] ?? '';
  const id = (index: number) => ids[index % ids.length] ?? '';
  const pages = [
    paths.home,
    paths.contact,
    paths.recruitment,
    paths.privacy,
    paths.platform.landing,
    paths.platform.about,
    paths.platform.community,
  ];
  const reads = (index: number) => [
    '/api/account/me',
    '/api/community/posts',
    `/api/community/posts?offset=${(index % 5) * 20}`,
    '/api/community/posts?q=dementia',
    `/api/community/posts/${id(index)}`,
    `/api/community/posts/${id(index)}/comments`,
    '/api/community/trending',
  ];
  const voteTypes = ['upvote', 'downvote', null];
  return [
    {
      name: 'public pages',
      connections: 2,
      rate: 40,
      requests: [...pages, '/api/health'].map((path) => ({ method: 'GET', path })),
    },
    {
      name: 'member reads',
      connections: 3,
      rate: 80,
      requests: Array.from({ length: 20 }, (_, index) =>
        reads(index).map((path) => ({ method: 'GET' as const, path, headers: { cookie: cookie(index) } })),
      ).flat(),
    },
    {
      name: 'member votes',
      connections: 1,
      rate: 15,
      requests: Array.from({ length: 300 }, (_, index) => ({
        method: 'PUT',
        path: `/api/community/posts/${id(index * 7)}/vote`,
        headers: { cookie: cookie(index), 'content-type': 'application/json', origin: target.origin },
        body: JSON.stringify({ voteType: voteTypes[index % voteTypes.length] }),
      })),
    },
    {
      name: 'analytics beacons',
      connections: 2,
      rate: 60,
      // Spread over the IPv4 space, so lookups are not all served from the location cache.
      requests: Array.from({ length: 4096 }, (_, index) => ({
        method: 'POST',
        path: analyticsIngestPaths.pageView,
        headers: {
          'content-type': 'application/json',
          origin: target.origin,
          'user-agent': userAgent,
          'x-forwarded-for': `${(index % 223) + 1}.${(index * 37) % 256}.${(index * 11) % 256}.${(index % 250) + 1}`,
        },
        body: JSON.stringify({
          path: pages[index % pages.length],
          title: 'ARRS Place',
          referrer: '',
          entry: index % 4 === 0,
          consent: false,
        }),
      })),
    },
  ];
}

/** All streams at once for `seconds` (rates × `rateScale`); resolves with the requests sent and the failures. */
export async function runLoad(origin: string, streams: Stream[], seconds: number, rateScale = 1) {
  const results = await Promise.all(
    streams.map((stream) =>
      autocannon({
        url: origin,
        connections: stream.connections,
        overallRate: Math.max(1, Math.round(stream.rate * rateScale)),
        duration: seconds,
        requests: stream.requests,
      }),
    ),
  );
  return results.map((result, index) => ({
    name: streams[index]?.name ?? '',
    sent: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
  }));
}
