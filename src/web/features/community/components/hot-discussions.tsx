import { Flame, MessageSquare } from 'lucide-react';
import { anonymousAuthor, voteScore } from '../../../../shared/community/community-rules';
import { useTrending } from '../api/get-trending';
import { SideColumnCard } from './side-column-card';

export function HotDiscussions() {
  const trending = useTrending();
  const posts = trending.data ?? [];
  return (
    <SideColumnCard
      headingId="hot-discussions-heading"
      tour="community-trending"
      icon={<Flame aria-hidden="true" className="size-5 text-orange-600" />}
      title="Hot Discussions"
      emptyText={trending.isSuccess && posts.length === 0 ? 'No discussions this week yet.' : undefined}
    >
      {posts.length > 0 ? (
        <ol className="mt-3 flex flex-col divide-y divide-slate-100">
          {posts.map((post) => (
            <li key={post.id} className="py-2.5">
              <p className="break-words font-medium text-slate-900 text-sm">{post.title}</p>
              <p className="mt-0.5 flex flex-wrap gap-x-3 text-slate-600 text-xs">
                <span>{post.authorName ?? anonymousAuthor}</span>
                <span>Score {voteScore(post)}</span>
                <span className="inline-flex items-center gap-1">
                  <MessageSquare aria-hidden="true" className="size-3" />
                  {post.commentCount} {post.commentCount === 1 ? 'comment' : 'comments'}
                </span>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </SideColumnCard>
  );
}
