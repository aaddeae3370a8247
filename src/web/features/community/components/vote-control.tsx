import { ArrowBigDown, ArrowBigUp } from 'lucide-react';
import type { VoteType } from '../../../../shared/community/community.schemas';

interface VoteControlProps {
  /** What is voted on, for the buttons' names ('post', 'comment'). */
  subject: string;
  upvotes: number;
  downvotes: number;
  myVote: VoteType | null;
  /** While a vote on this item is on its way, further clicks wait (the buttons keep focus). */
  busy: boolean;
  onVote: (clicked: VoteType) => void;
  size?: 'md' | 'sm';
}

const buttonBase =
  'inline-flex items-center justify-center rounded-md transition-colors focus-visible:outline-2 ' +
  'focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-disabled:cursor-wait';

export function VoteControl({
  subject,
  upvotes,
  downvotes,
  myVote,
  busy,
  onVote,
  size = 'md',
}: VoteControlProps) {
  const score = upvotes - downvotes;
  const box = size === 'md' ? 'size-9' : 'size-8';
  const icon = size === 'md' ? 'size-5' : 'size-4';
  const click = (vote: VoteType) => {
    if (!busy) onVote(vote);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields (no fieldset).
    <div role="group" aria-label={`Votes on this ${subject}`} className="inline-flex items-center gap-1">
      <button
        type="button"
        aria-label={`Upvote ${subject}`}
        aria-pressed={myVote === 'upvote'}
        aria-disabled={busy || undefined}
        onClick={() => click('upvote')}
        className={`${buttonBase} ${box} ${myVote === 'upvote' ? 'bg-emerald-100 text-emerald-800' : 'text-slate-600 hover:bg-slate-100'}`}
      >
        <ArrowBigUp
          aria-hidden="true"
          className={icon}
          fill={myVote === 'upvote' ? 'currentColor' : 'none'}
        />
      </button>
      <span className="min-w-6 text-center font-semibold text-slate-900 text-sm tabular-nums">
        <span className="sr-only">Score </span>
        <span data-testid="vote-score">{score}</span>
      </span>
      <button
        type="button"
        aria-label={`Downvote ${subject}`}
        aria-pressed={myVote === 'downvote'}
        aria-disabled={busy || undefined}
        onClick={() => click('downvote')}
        className={`${buttonBase} ${box} ${myVote === 'downvote' ? 'bg-red-100 text-red-800' : 'text-slate-600 hover:bg-slate-100'}`}
      >
        <ArrowBigDown
          aria-hidden="true"
          className={icon}
          fill={myVote === 'downvote' ? 'currentColor' : 'none'}
        />
      </button>
    </div>
  );
}
