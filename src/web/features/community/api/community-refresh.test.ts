import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { communityKeys } from './community-query-keys';
import { loadingMorePosts, refreshCommunity } from './community-refresh';

interface Page {
  titles: string[];
  nextOffset: number | null;
}

const filters = { q: '', category: '', sort: 'newest' } as const;

/** A list of posts whose pages answer when the test lets them; counts the requests per offset. */
function postList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const requests: number[] = [];
  const waiting: Array<() => void> = [];
  const observer = new InfiniteQueryObserver(client, {
    queryKey: communityKeys.postList(filters),
    initialPageParam: 0,
    getNextPageParam: (last: Page) => last.nextOffset ?? undefined,
    queryFn: async ({ pageParam }): Promise<Page> => {
      requests.push(pageParam);
      await new Promise<void>((resolve) => waiting.push(resolve));
      return pageParam === 0
        ? { titles: ['Post 0', 'Post 1'], nextOffset: 50 }
        : { titles: ['Post 9'], nextOffset: null };
    },
  });
  const stop = observer.subscribe(() => undefined);
  /** Answers the requests under way (there must be one). */
  const answer = async () => {
    for (let turn = 0; waiting.length === 0; turn += 1) {
      if (turn === 100) throw new Error('no request is waiting for an answer');
      await Promise.resolve();
    }
    for (const release of waiting.splice(0)) release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const titles = () => observer.getCurrentResult().data?.pages.flatMap((page) => page.titles);
  return { client, observer, requests, answer, titles, stop };
}

let cleanUp: () => void = () => undefined;
afterEach(() => cleanUp());

describe('refreshing the community while a page is added', () => {
  it('says a list is adding a page only while it is, not during its first load or a refresh', async () => {
    const list = postList();
    cleanUp = list.stop;
    expect(loadingMorePosts(list.client)).toBe(false);
    await list.answer();
    expect(list.titles()).toEqual(['Post 0', 'Post 1']);

    const more = list.observer.fetchNextPage();
    expect(loadingMorePosts(list.client)).toBe(true);
    await list.answer();
    await more;
    expect(loadingMorePosts(list.client)).toBe(false);

    const refresh = list.observer.refetch();
    expect(list.client.isFetching()).toBe(1);
    expect(loadingMorePosts(list.client)).toBe(false);
    await list.answer();
    await list.answer();
    await refresh;
  });

  it('a refresh after the added page keeps both pages and asks for each again', async () => {
    const list = postList();
    cleanUp = list.stop;
    await list.answer();
    const more = list.observer.fetchNextPage();
    await list.answer();
    await more;
    expect(list.titles()).toEqual(['Post 0', 'Post 1', 'Post 9']);

    refreshCommunity(list.client, { postIds: [], all: false });
    await list.answer();
    await list.answer();
    expect(list.requests).toEqual([0, 50, 0, 50]);
    expect(list.titles()).toEqual(['Post 0', 'Post 1', 'Post 9']);
  });

  it('a refresh in the middle of adding a page would lose that page, which is why it waits', async () => {
    const list = postList();
    cleanUp = list.stop;
    await list.answer();
    const more = list.observer.fetchNextPage();
    refreshCommunity(list.client, { postIds: [], all: false });
    await list.answer();
    await more;
    expect(list.titles()).toEqual(['Post 0', 'Post 1']);
    expect(list.observer.getCurrentResult().hasNextPage).toBe(true);
  });
});
