import type { CommunityPost } from '../../../../shared/community/community.schemas';

/** A post that moved between pages while paging keeps its first place. */
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
