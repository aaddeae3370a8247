import { useState } from 'react';
import type { CommunityComment } from '../../../../shared/community/community.schemas';
import { anonymousAuthor, communityMessages } from '../../../../shared/community/community-rules';
import { notify } from '../../../lib/notify';
import { useReportComment } from '../api/report-comment';
import { useVoteComment } from '../api/vote-comment';
import { nextVote } from '../model/votes';
import { AuthorAvatar } from './author-avatar';
import { CommentForm } from './comment-form';
import { RelativeTimeText } from './relative-time-text';
import { ReportButton } from './report-button';
import { VoteControl } from './vote-control';

interface CommentItemProps {
  comment: CommunityComment;
  /** Top-level comments have a Reply link; replies do not (one level only). */
  canReply: boolean;
}

export function CommentItem({ comment, canReply }: CommentItemProps) {
  const [replying, setReplying] = useState(false);
  const vote = useVoteComment();
  const report = useReportComment();
  const author = comment.author.fullName ?? anonymousAuthor;

  const onVote = (clicked: 'upvote' | 'downvote') =>
    vote.mutate(
      { postId: comment.postId, commentId: comment.id, voteType: nextVote(comment.myVote, clicked) },
      { onError: () => notify.error(communityMessages.voteFailed) },
    );
  const onReport = () =>
    report.mutate(comment.id, {
      onSuccess: () => notify.success(communityMessages.commentReported),
      onError: () => notify.error(communityMessages.reportCommentFailed),
    });

  return (
    <div className="flex gap-3" data-testid="comment">
      <AuthorAvatar name={comment.author.fullName} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2">
          <span className="font-semibold text-slate-900 text-sm">{author}</span>
          <RelativeTimeText iso={comment.createdAt} />
        </div>
        <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{comment.content}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <VoteControl
            subject="comment"
            size="sm"
            upvotes={comment.upvotes}
            downvotes={comment.downvotes}
            myVote={comment.myVote}
            busy={vote.isPending}
            onVote={onVote}
          />
          {canReply ? (
            <button
              type="button"
              aria-expanded={replying}
              onClick={() => setReplying((open) => !open)}
              className="rounded px-1 font-semibold text-brand-700 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              Reply
            </button>
          ) : null}
          <ReportButton label="Report comment" busy={report.isPending} onReport={onReport} />
        </div>
        {replying ? (
          <div className="mt-2">
            <CommentForm
              postId={comment.postId}
              parentCommentId={comment.id}
              label={`Reply to ${author}`}
              placeholder="Write a reply..."
              submitLabel="Post Reply"
              onCancel={() => setReplying(false)}
              onPosted={() => setReplying(false)}
              autoFocus
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
