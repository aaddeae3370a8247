import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { communityMessages } from '../../../../shared/community/community-rules';
import { notify } from '../../../lib/notify';
import { useComments } from '../api/get-comments';
import { threadComments } from '../model/comment-threads';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

export function CommentsPanel({ postId }: { postId: string }) {
  const comments = useComments(postId);
  const failedAt = comments.isError ? comments.errorUpdatedAt : 0;

  useEffect(() => {
    if (failedAt > 0) notify.error(communityMessages.loadCommentsFailed);
  }, [failedAt]);

  const threads = threadComments(comments.data ?? []);
  return (
    <section aria-label="Comments" className="mt-4 flex flex-col gap-4 border-slate-100 border-t pt-4">
      {comments.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-600 text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          Loading comments...
        </p>
      ) : null}
      {comments.isSuccess && threads.length === 0 ? (
        <p className="text-slate-600 text-sm">No comments yet. Be the first to share your thoughts!</p>
      ) : null}
      {threads.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {threads.map((thread) => (
            <li key={thread.comment.id}>
              <CommentItem comment={thread.comment} canReply={thread.canReply} />
              {thread.replies.length > 0 ? (
                <ul
                  aria-label="Replies"
                  className="mt-3 ml-5 flex flex-col gap-3 border-slate-200 border-l-2 pl-4"
                >
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentItem comment={reply} canReply={false} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <CommentForm
        postId={postId}
        label="Add a comment"
        placeholder="Add a comment..."
        submitLabel="Post Comment"
      />
    </section>
  );
}
