import { MessagesSquare, Plus } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { communityMessages } from '../../../../shared/community/community-rules';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { notify } from '../../../lib/notify';
import type { PostFilters } from '../api/community-query-keys';
import { usePosts } from '../api/get-posts';
import { mergePostPages } from '../model/post-pages';
import { PostCard } from './post-card';

interface PostListProps {
  filters: PostFilters;
  onCreatePost: () => void;
}

function EmptyState({ filtered, onCreatePost }: { filtered: boolean; onCreatePost: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-300 border-dashed bg-white px-6 py-12 text-center">
      <MessagesSquare aria-hidden="true" className="size-10 text-slate-400" />
      <h3 className="font-semibold text-lg text-slate-900">No discussions yet</h3>
      {filtered ? (
        <p className="text-slate-600">Try adjusting your search or filters to find more discussions.</p>
      ) : (
        <>
          <p className="text-slate-600">Be the first to start a conversation with your colleagues.</p>
          <Button onClick={onCreatePost}>
            <Plus aria-hidden="true" className="size-4" />
            Create First Post
          </Button>
        </>
      )}
    </div>
  );
}

export function PostList({ filters, onCreatePost }: PostListProps) {
  const posts = usePosts(filters);
  const failedAt = posts.isError ? posts.errorUpdatedAt : 0;

  useEffect(() => {
    if (failedAt > 0) notify.error(communityMessages.loadPostsFailed);
  }, [failedAt]);

  const list = mergePostPages(posts.data?.pages ?? []);
  const filtered = filters.q.trim() !== '' || filters.category !== '';
  const refreshing = posts.isPlaceholderData;

  let body: ReactNode;
  if (posts.isPending) body = <LoadingState text="Loading discussions..." />;
  else if (posts.isError && list.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-8 text-center">
        <p className="text-slate-700">{communityMessages.loadPostsFailed}</p>
        <Button variant="secondary" onClick={() => void posts.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (list.length === 0) body = <EmptyState filtered={filtered} onCreatePost={onCreatePost} />;
  else {
    body = (
      <ul className="flex flex-col gap-4">
        {list.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="community-posts-heading"
      aria-busy={refreshing || undefined}
      data-tour="community-posts"
    >
      <h2 id="community-posts-heading" className="sr-only">
        Discussions
      </h2>
      <p role="status" className="sr-only">
        {posts.isSuccess && !refreshing
          ? `${list.length} ${list.length === 1 ? 'discussion' : 'discussions'} shown`
          : ''}
      </p>
      <div className={refreshing ? 'opacity-70 transition-opacity' : undefined}>{body}</div>
      {posts.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void posts.fetchNextPage()}
            disabled={posts.isFetchingNextPage}
          >
            {posts.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
