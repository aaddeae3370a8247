import { useId, useState } from 'react';
import { truncateContent } from '../model/content';

/** The post's text (as text, never HTML), cut at 500 characters with Continue reading / Show less. */
export function PostContent({ content }: { content: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { text, truncated } = truncateContent(content);
  return (
    <div>
      <p id={id} className="whitespace-pre-wrap break-words text-slate-700">
        {expanded ? content : text}
      </p>
      {truncated ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 rounded font-semibold text-brand-700 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {expanded ? 'Show less' : 'Continue reading'}
        </button>
      ) : null}
    </div>
  );
}
