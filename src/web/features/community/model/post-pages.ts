import type { CommunityPost } from '../../../../shared/community/community.schemas';

/**
 * The posts of every loaded page in order, each once: a post that moved between pages while
 * paging (a new post pushes the list down) keeps its first place.
 */
export function mergePostPages(pages: readonly { posts: readonly CommunityPost[] }[]): CommunityPost[] {
  const seen = new Set<string>();
  const merged: CommunityPost[] = [];
  for (const page of pages) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      merged.push(post);
    }
  }
  return merged;
}

/** Replaces the post with this id wherever it appears. */
export function updatePostInPages<P extends { posts: CommunityPost[] }>(
  pages: readonly P[],
  id: string,
  update: (post: CommunityPost) => CommunityPost,
): P[] {
  return pages.map((page) => ({
    ...page,
    posts: page.posts.map((post) => (post.id === id ? update(post) : post)),
  }));
}
