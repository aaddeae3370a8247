import { type FormEvent, useId, useState } from 'react';
import { communityLimits, communityMessages } from '../../../../shared/community/community-rules';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useCreateComment } from '../api/create-comment';

interface CommentFormProps {
  postId: string;
  /** Set for a reply to a top-level comment. */
  parentCommentId?: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  onCancel?: () => void;
  onPosted?: () => void;
  autoFocus?: boolean;
}

/** 'Add a comment...' with Post Comment ('Posting...'), or the inline reply box with Post Reply and Cancel. */
export function CommentForm({
  postId,
  parentCommentId,
  label,
  placeholder,
  submitLabel,
  onCancel,
  onPosted,
  autoFocus = false,
}: CommentFormProps) {
  const id = useId();
  const [content, setContent] = useState('');
  const create = useCreateComment();
  const empty = content.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || create.isPending) return;
    const sent = content;
    create.mutate(
      { postId, content: sent.trim(), parentCommentId: parentCommentId ?? null },
      {
        onSuccess: () => {
          notify.success(communityMessages.commentPosted);
          // Clears the box unless the member has started another comment meanwhile.
          setContent((current) => (current === sent ? '' : current));
          onPosted?.();
        },
        onError: () => notify.error(communityMessages.commentFailed),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={placeholder}
        maxLength={communityLimits.commentMax}
        readOnly={create.isPending}
        aria-busy={create.isPending || undefined}
        rows={parentCommentId ? 2 : 3}
        // biome-ignore lint/a11y/noAutofocus: the reply box opens because the user asked to reply.
        autoFocus={autoFocus}
        className="block w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={empty || create.isPending}>
          {create.isPending ? 'Posting...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
