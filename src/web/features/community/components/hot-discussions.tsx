import { Flame, MessageSquare } from 'lucide-react';
import { anonymousAuthor, voteScore } from '../../../../shared/community/community-rules';
import { useTrending } from '../api/get-trending';

/** Hot Discussions (spec §2.8): the last 7 days' published posts by upvotes, 5. */
export function HotDiscussions() {
  const trending = useTrending();
  const posts = trending.data ?? [];
  return (
    <section
      aria-labelledby="hot-discussions-heading"
      data-tour="community-trending"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="hot-discussions-heading"
        className="flex items-center gap-2 font-semibold text-lg text-slate-900"
      >
        <Flame aria-hidden="true" className="size-5 text-orange-600" />
        Hot Discussions
      </h2>
      {trending.isSuccess && posts.length === 0 ? (
        <p className="mt-3 text-slate-600 text-sm">No discussions this week yet.</p>
      ) : null}
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
    </section>
  );
}
