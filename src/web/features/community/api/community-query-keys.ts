import type { CommunityCategory } from '../../../../shared/community/categories';
import type { PostSort } from '../../../../shared/community/community.schemas';

export interface PostFilters {
  q: string;
  category: CommunityCategory | '';
  sort: PostSort;
}

export const communityKeys = {
  all: ['community'] as const,
  posts: ['community', 'posts'] as const,
  postList: (filters: PostFilters) => ['community', 'posts', filters] as const,
  post: (postId: string) => ['community', 'post', postId] as const,
  comments: (postId: string) => ['community', 'comments', postId] as const,
  allComments: ['community', 'comments'] as const,
  stats: ['community', 'stats'] as const,
  trending: ['community', 'trending'] as const,
};
