import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { usePost } from '../api/get-post';
import { truncateContent } from '../model/content';

/** As text, never HTML. A listing carries only the start of a long post; the rest is fetched on asking. */
export function PostContent({
  postId,
  content,
  partial,
}: {
  postId: string;
  content: string;
  partial: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const whole = usePost(postId, expanded && partial);
  const { text, truncated } = truncateContent(content);
  const fullText = partial ? whole.data?.content : content;
  const waiting = expanded && partial && !fullText;
  return (
    <div>
      <p id={id} aria-busy={waiting} className="whitespace-pre-wrap break-words text-slate-700">
        {expanded && fullText ? fullText : text}
      </p>
      {whole.isError ? (
        <p role="alert" className="mt-1 text-red-700 text-sm">
          The rest of this post could not be loaded. Please try again.
        </p>
      ) : null}
      {truncated ? (
        <button
          type="button"
          aria-expanded={expanded && !waiting}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 inline-flex items-center gap-1 rounded font-semibold text-brand-700 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {waiting ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null}
          {expanded ? 'Show less' : 'Continue reading'}
        </button>
      ) : null}
    </div>
  );
}
