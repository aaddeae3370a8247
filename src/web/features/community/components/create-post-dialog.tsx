import { Info, TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  type CommunityCategory,
  categoryLabels,
  communityCategories,
  officialCategory,
} from '../../../../shared/community/categories';
import { createPostSchema } from '../../../../shared/community/community.schemas';
import {
  communityLimits,
  communityMessages,
  findBannedWord,
} from '../../../../shared/community/community-rules';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { FormAlert } from '../../../components/form/form-alert';
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

/** The server's own message for a refused post (rules, patient data, announcements), else the spec's. */
function failureMessage(error: unknown): string {
  if (isApiError(error) && [400, 403, 429].includes(error.status)) return error.message;
  return communityMessages.createPostFailed;
}

function asCategory(value: string): CommunityCategory | '' {
  return communityCategories.find((category) => category === value) ?? '';
}

const Required = () => (
  <span aria-hidden="true" className="text-red-700">
    *
  </span>
);

/**
 * 'Create New Discussion' (spec §2.8, §5). Rendered only while open, so closing it (Cancel,
 * Escape, success) resets every field.
 */
export function CreatePostDialog({ canPostOfficial, onClose }: CreatePostDialogProps) {
  const titleId = useId();
  const fieldId = useId();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<CommunityCategory | ''>('');
  const [content, setContent] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  const create = useCreatePost();

  const bannedWord = findBannedWord(title, content);
  const filled = title.trim() !== '' && category !== '' && content.trim() !== '';
  const categories = communityCategories.filter((value) => canPostOfficial || value !== officialCategory);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    // The same rules as the server (STYLE 5), so most refusals need no round trip.
    const parsed = createPostSchema.safeParse({ title, category, content, tags });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? communityMessages.requiredFields;
      setProblem(message);
      notify.error(message);
      return;
    }
    setProblem(undefined);
    create.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(communityMessages.postCreated);
        onClose();
      },
      onError: (error) => {
        const message = failureMessage(error);
        // The toast may sit behind the modal's backdrop, so the dialog says it too.
        setProblem(message);
        notify.error(message);
      },
    });
  };

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
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={communityLimits.titleMax}
            required
            aria-required="true"
            placeholder="What would you like to discuss?"
            className={inputClasses}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.category} className={labelClasses}>
            Category <Required />
          </label>
          <select
            id={ids.category}
            value={category}
            onChange={(event) => setCategory(asCategory(event.target.value))}
            required
            aria-required="true"
            className={inputClasses}
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
            value={content}
            onChange={(event) => setContent(event.target.value)}
            maxLength={communityLimits.contentMax}
            required
            aria-required="true"
            aria-describedby={bannedWord ? `${ids.counter} ${ids.warning}` : ids.counter}
            rows={6}
            placeholder="Share your thoughts, questions or experience..."
            className={`${inputClasses} resize-y`}
          />
          <p id={ids.counter} className="self-end text-slate-600 text-sm tabular-nums">
            {content.length}/{communityLimits.contentMax}
          </p>
        </div>
        <TagInput tags={tags} onChange={setTags} disabled={create.isPending} />
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
