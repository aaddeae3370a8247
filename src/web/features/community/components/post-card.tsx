import { BadgeCheck, LoaderCircle, MessageSquare, Pin, PinOff } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { isAdminRole } from '../../../../shared/accounts/roles';
import { categoryCardLabel, officialCategory } from '../../../../shared/community/categories';
import type { CommunityPost } from '../../../../shared/community/community.schemas';
import { anonymousAuthor, communityMessages } from '../../../../shared/community/community-rules';
import { usePinPost } from '../../../lib/community-api/pin-post';
import { notify } from '../../../lib/notify';
import { useMe } from '../../../lib/session/get-me';
import { communityKeys } from '../api/community-query-keys';
import { useReportPost } from '../api/report-post';
import { useVotePost } from '../api/vote-post';
import { authorBadgeLabel } from '../model/author-badge';
import { repliesLabel } from '../model/content';
import { nextVote } from '../model/votes';
import { AuthorAvatar } from './author-avatar';
import { PostContent } from './post-content';
import { PostTags } from './post-tags';
import { RelativeTimeText } from './relative-time-text';
import { ReportButton } from './report-button';
import { VoteControl } from './vote-control';

// The comments panel loads when a member first opens one.
const CommentsPanel = lazy(() => import('./comments-panel').then((m) => ({ default: m.CommentsPanel })));

function AuthorBadge({ post }: { post: CommunityPost }) {
  if (post.category === officialCategory) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white text-xs">
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        Official
      </span>
    );
  }
  const label = authorBadgeLabel(post);
  if (!label) return null;
  return (
    <span className="rounded-full border border-slate-300 px-2 py-0.5 font-medium text-slate-700 text-xs">
      {label}
    </span>
  );
}

/** Admins pin and unpin from the card; the server checks the role and TOTP again. */
function PinButton({ post }: { post: CommunityPost }) {
  const pin = usePinPost(communityKeys.posts);
  return (
    <button
      type="button"
      disabled={pin.isPending}
      onClick={() =>
        pin.mutate(
          { postId: post.id, pinned: !post.isPinned },
          {
            onSuccess: ({ isPinned }) => notify.success(isPinned ? 'Post pinned' : 'Post unpinned'),
            onError: (error) => notify.error(error instanceof Error ? error.message : 'Failed to pin post'),
          },
        )
      }
      className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 font-medium text-slate-700 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
    >
      {post.isPinned ? (
        <PinOff aria-hidden="true" className="size-4" />
      ) : (
        <Pin aria-hidden="true" className="size-4" />
      )}
      {post.isPinned ? 'Unpin post' : 'Pin post'}
    </button>
  );
}

export function PostCard({ post }: { post: CommunityPost }) {
  const titleId = useId();
  const commentsId = useId();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const vote = useVotePost();
  const report = useReportPost();
  const official = post.category === officialCategory;
  const canPin = isAdminRole(useMe().data?.profile.role);

  const onVote = (clicked: 'upvote' | 'downvote') =>
    vote.mutate(
      { postId: post.id, voteType: nextVote(post.myVote, clicked) },
      { onError: () => notify.error(communityMessages.voteFailed) },
    );
  const onReport = () =>
    report.mutate(post.id, {
      onSuccess: () => notify.success(communityMessages.postReported),
      onError: () => notify.error(communityMessages.reportPostFailed),
    });

  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-xl border bg-white p-5 shadow-sm ${official ? 'border-brand-200' : 'border-slate-200'}`}
    >
      <header className="flex items-start gap-3">
        <AuthorAvatar name={post.author.fullName} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{post.author.fullName ?? anonymousAuthor}</span>
            <AuthorBadge post={post} />
            {post.isPinned ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 text-xs">
                <Pin aria-hidden="true" className="size-3.5" />
                Pinned
              </span>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-x-2 text-sm">
            <RelativeTimeText iso={post.createdAt} />
            <span aria-hidden="true" className="text-slate-400">
              ·
            </span>
            <span className="text-slate-600">{categoryCardLabel(post.category)}</span>
          </div>
        </div>
      </header>
      <h3 id={titleId} className="mt-4 break-words font-semibold text-lg text-slate-900">
        {post.title}
      </h3>
      <div className="mt-2">
        <PostContent postId={post.id} content={post.content} partial={post.contentTruncated} />
      </div>
      <div className="mt-3">
        <PostTags tags={post.tags} />
      </div>
      <footer className="mt-4 flex flex-wrap items-center gap-2 border-slate-100 border-t pt-3">
        <VoteControl
          subject="post"
          upvotes={post.upvotes}
          downvotes={post.downvotes}
          myVote={post.myVote}
          busy={vote.isPending}
          onVote={onVote}
        />
        <button
          type="button"
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          onClick={() => setCommentsOpen((open) => !open)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 font-medium text-slate-700 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <MessageSquare aria-hidden="true" className="size-4" />
          {repliesLabel(post.commentCount)}
        </button>
        {canPin ? <PinButton post={post} /> : null}
        <span className="ml-auto">
          <ReportButton label="Report post" busy={report.isPending} onReport={onReport} />
        </span>
      </footer>
      <div id={commentsId} hidden={!commentsOpen}>
        {commentsOpen ? (
          <Suspense
            fallback={
              <p role="status" className="mt-4 flex items-center gap-2 text-slate-600 text-sm">
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                Loading comments...
              </p>
            }
          >
            <CommentsPanel postId={post.id} />
          </Suspense>
        ) : null}
      </div>
    </article>
  );
}
