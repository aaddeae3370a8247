import { RotateCcw, ShieldCheck } from 'lucide-react';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { type ModerationView, useModerationQueue } from '../api/get-moderation-queue';
import { ModerationItemCard } from './moderation-item-card';

const emptyTexts: Record<ModerationView, string> = {
  open: 'No reported posts or comments. The community is in good shape.',
  hidden: 'No posts or comments are hidden.',
};

/** One view of the moderation queue, with loading, error and empty states. */
export function ModerationQueue({ view }: { view: ModerationView }) {
  const queue = useModerationQueue(view);
  if (queue.isPending) return <LoadingState text="Loading moderation queue..." />;
  if (queue.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert message="Failed to load the moderation queue. Please try again." />
        <Button variant="secondary" onClick={() => void queue.refetch()}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      </div>
    );
  }
  if (queue.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-slate-300 border-dashed p-8 text-center">
        <ShieldCheck aria-hidden="true" className="size-8 text-slate-400" />
        <p role="status" className="text-slate-600">
          {emptyTexts[view]}
        </p>
      </div>
    );
  }
  const count = queue.data.length;
  return (
    <div aria-busy={queue.isFetching} className="flex flex-col gap-3">
      <p role="status" className="text-slate-600 text-sm">
        {count === 1 ? '1 item' : `${count} items`}
      </p>
      <ul className="flex flex-col gap-3">
        {queue.data.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <ModerationItemCard item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
