import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { communityLimits } from '../../../../shared/community/community-rules';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { Button } from '../../../components/ui/button';
import { addTag, removeTag, tagsFull } from '../model/tags';

interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}

export function TagInput({ tags, onChange, disabled = false }: TagInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const full = tagsFull(tags);

  const add = () => {
    const result = addTag(tags, draft);
    setProblem(result.error);
    if (result.error) return;
    onChange(result.tags);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the tag; it does not send the form.
    add();
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClasses}>
        Tags (optional)
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={communityLimits.tagMaxLength}
          disabled={disabled || full}
          placeholder={full ? 'Tag limit reached' : 'Add a tag'}
          aria-describedby={hintId}
          className={inputClasses}
        />
        <Button variant="secondary" onClick={add} disabled={disabled || full || draft.trim() === ''}>
          Add
        </Button>
      </div>
      <p id={hintId} className="text-slate-600 text-sm" aria-live="polite">
        {problem ?? `${tags.length}/${communityLimits.tagsMax} tags`}
      </p>
      {tags.length > 0 ? (
        <ul aria-label="Added tags" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-slate-800 text-sm"
            >
              #{tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                disabled={disabled}
                onClick={() => {
                  setProblem(undefined);
                  onChange(removeTag(tags, tag));
                }}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
