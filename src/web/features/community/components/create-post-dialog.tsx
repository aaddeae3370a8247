import { zodResolver } from '@hookform/resolvers/zod';
import { Info, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { type FieldErrors, useController, useForm } from 'react-hook-form';
import {
  categoryLabels,
  communityCategories,
  officialCategory,
} from '../../../../shared/community/categories';
import {
  type CreatePost,
  type CreatePostInput,
  createPostSchema,
} from '../../../../shared/community/community.schemas';
import {
  communityLimits,
  communityMessages,
  findBannedWord,
} from '../../../../shared/community/community-rules';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { firstMessageOf } from '../../../components/form/form-errors';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCreatePost } from '../api/create-post';
import { TagInput } from './tag-input';

interface CreatePostDialogProps {
  /** Admin roles may post in announcements; the server refuses everyone else. */
  canPostOfficial: boolean;
  onClose: () => void;
}

function failureMessage(error: unknown): string {
  if (isApiError(error) && [400, 403, 429].includes(error.status)) return error.message;
  return communityMessages.createPostFailed;
}

const Required = () => (
  <span aria-hidden="true" className="text-red-700">
    *
  </span>
);

/** Rendered only while open, so closing it resets every field. */
export function CreatePostDialog({ canPostOfficial, onClose }: CreatePostDialogProps) {
  const titleId = useId();
  const fieldId = useId();
  // The same rules as the server, so most refusals need no round trip. No category until one is chosen.
  const form = useForm<CreatePostInput, unknown, CreatePost>({
    resolver: zodResolver(createPostSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { title: '', content: '', tags: [] },
  });
  const tags = useController({ control: form.control, name: 'tags' });
  const create = useCreatePost();
  const [title = '', category, content = ''] = form.watch(['title', 'category', 'content']);

  const bannedWord = findBannedWord(title, content);
  const filled = title.trim() !== '' && Boolean(category) && content.trim() !== '';
  const categories = communityCategories.filter((value) => canPostOfficial || value !== officialCategory);
  const problem = firstMessageOf(form.formState.errors);

  const onInvalid = (errors: FieldErrors<CreatePostInput>) =>
    notify.error(firstMessageOf(errors) ?? communityMessages.requiredFields);

  const submit = form.handleSubmit(async (post) => {
    if (create.isPending) return;
    try {
      await create.mutateAsync(post);
      notify.success(communityMessages.postCreated);
      onClose();
    } catch (error) {
      const message = failureMessage(error);
      // The toast may sit behind the modal's backdrop, so the dialog says it too.
      form.setError('root.server', { message });
      notify.error(message);
    }
  }, onInvalid);

  const ids = {
    title: `${fieldId}-title`,
    category: `${fieldId}-category`,
    content: `${fieldId}-content`,
    counter: `${fieldId}-counter`,
    warning: `${fieldId}-warning`,
  };

  return (
    <Dialog labelledBy={titleId} onDismiss={create.isPending ? undefined : onClose} className="max-w-2xl">
      <h2 id={titleId} className="font-semibold text-xl">
        Create New Discussion
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4" aria-labelledby={titleId}>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.title} className={labelClasses}>
            Title <Required />
          </label>
          <input
            id={ids.title}
            maxLength={communityLimits.titleMax}
            required
            aria-required="true"
            placeholder="What would you like to discuss?"
            className={inputClasses}
            {...form.register('title')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.category} className={labelClasses}>
            Category <Required />
          </label>
          <select
            id={ids.category}
            required
            aria-required="true"
            className={inputClasses}
            {...form.register('category')}
          >
            <option value="">Select a category</option>
            {categories.map((value) => (
              <option key={value} value={value}>
                {categoryLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.content} className={labelClasses}>
            Content <Required />
          </label>
          <textarea
            id={ids.content}
            maxLength={communityLimits.contentMax}
            required
            aria-required="true"
            aria-describedby={bannedWord ? `${ids.counter} ${ids.warning}` : ids.counter}
            rows={6}
            placeholder="Share your thoughts, questions or experience..."
            className={`${inputClasses} resize-y`}
            {...form.register('content')}
          />
          <p id={ids.counter} className="self-end text-slate-600 text-sm tabular-nums">
            {content.length}/{communityLimits.contentMax}
          </p>
        </div>
        <TagInput tags={tags.field.value ?? []} onChange={tags.field.onChange} disabled={create.isPending} />
        {bannedWord ? (
          <div
            id={ids.warning}
            role="alert"
            className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-800 text-sm"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{communityMessages.bannedWordWarning(bannedWord)}</p>
          </div>
        ) : null}
        <div className="flex items-start gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-blue-900 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            Reminder: this is a professional community for healthcare staff. Share knowledge and experience,
            be respectful, and never include patient-identifiable information, job postings or contact
            details.
          </p>
        </div>
        <FormAlert message={problem} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!filled || bannedWord !== undefined || create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Post'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
