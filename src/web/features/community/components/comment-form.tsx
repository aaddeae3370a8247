import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type CreateCommentInput, createCommentSchema } from '../../../../shared/community/community.schemas';
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
  const form = useForm<CreateCommentInput, unknown, z.output<typeof createCommentSchema>>({
    resolver: zodResolver(createCommentSchema),
    defaultValues: { content: '', parentCommentId: parentCommentId ?? null },
  });
  const create = useCreateComment();
  const empty = (form.watch('content') ?? '').trim() === '';
  // The box shows no message: a comment the rules refuse (patient data) fails as the server's would.
  const refused = () => notify.error(communityMessages.commentFailed);

  const submit = form.handleSubmit((comment) => {
    if (create.isPending) return;
    const sent = form.getValues('content');
    create.mutate(
      { postId, content: comment.content, parentCommentId: comment.parentCommentId },
      {
        onSuccess: () => {
          notify.success(communityMessages.commentPosted);
          // Clears the box unless the member has started another comment meanwhile.
          if (form.getValues('content') === sent) form.reset();
          onPosted?.();
        },
        onError: refused,
      },
    );
  }, refused);

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        {...form.register('content')}
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
