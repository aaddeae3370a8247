import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/loading-state';
import { type ModerationView, useModerationQueue } from '../api/get-moderation-queue';
import { ModerationItemCard } from './moderation-item-card';

const emptyTexts: Record<ModerationView, string> = {
  open: 'No reported posts or comments. The community is in good shape.',
  hidden: 'No posts or comments are hidden.',
};

export function ModerationQueue({ view }: { view: ModerationView }) {
  const queue = useModerationQueue(view);
  if (queue.isPending) return <LoadingState text="Loading moderation queue..." />;
  if (queue.isError) {
    return (
      <LoadError
        message="Failed to load the moderation queue. Please try again."
        onRetry={() => void queue.refetch()}
      />
    );
  }
  if (queue.data.length === 0) {
    return <EmptyState icon={ShieldCheck}>{emptyTexts[view]}</EmptyState>;
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
