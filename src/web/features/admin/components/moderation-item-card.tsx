import { MessageSquare, Pin, PinOff, StickyNote } from 'lucide-react';
import { useId, useState } from 'react';
import type { ModerationQueueItem } from '../../../../shared/community/community.schemas';
import { Button } from '../../../components/ui/button';
import { useModerationActions } from '../hooks/use-moderation-actions';
import {
  anonymousAuthor,
  choiceLabels,
  choicesFor,
  itemHeading,
  type ModerationChoice,
  reportCount,
} from '../model/moderation-choices';
import { ModerationDialog } from './moderation-dialog';
import { ModerationStatusBadge } from './moderation-status-badge';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function ModerationItemCard({ item }: { item: ModerationQueueItem }) {
  const headingId = useId();
  const { moderate, togglePin, busy } = useModerationActions(item);
  const [choice, setChoice] = useState<ModerationChoice>();
  const heading = itemHeading(item);
  const KindIcon = item.kind === 'post' ? StickyNote : MessageSquare;
  // Pinning a post nobody can see does nothing; unpinning is always possible.
  const canPin = item.kind === 'post' && (item.isPinned || item.status === 'published');

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 font-semibold text-slate-600 text-xs uppercase tracking-wide">
          <KindIcon aria-hidden="true" className="size-3.5" />
          {item.kind === 'post' ? 'Post' : 'Comment'}
        </span>
        <ModerationStatusBadge item={item} />
        {item.isPinned ? (
          <span className="inline-flex items-center gap-1 text-brand-800 text-xs">
            <Pin aria-hidden="true" className="size-3.5" />
            Pinned
          </span>
        ) : null}
      </div>
      {/* h2: the page has no other level between its h1 and the items (axe heading-order). */}
      <h2 id={headingId} className="break-words font-semibold text-slate-900">
        {heading}
      </h2>
      {/* Members' text is shown as text: React escapes it, and no markup is ever interpreted. */}
      <p className="whitespace-pre-line break-words text-slate-700">{item.excerpt}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Author</dt>
          <dd className="text-slate-900">{item.authorName ?? anonymousAuthor}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Open reports</dt>
          <dd className="text-slate-900">
            {item.openReports === 0 ? 'None' : reportCount(item.openReports)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{item.openReports > 0 ? 'Last reported' : 'Last moderated'}</dt>
          <dd className="text-slate-900">
            <time dateTime={item.lastReportedAt}>{timeFormat.format(new Date(item.lastReportedAt))}</time>
          </dd>
        </div>
        {item.moderationReason ? (
          <div className="sm:col-span-3">
            <dt className="text-slate-600">Moderator's reason</dt>
            <dd className="break-words text-slate-900">{item.moderationReason}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {choicesFor(item).map((option) => (
          <Button
            key={option}
            variant={option === 'hide' ? 'destructive' : 'secondary'}
            onClick={() => setChoice(option)}
            disabled={busy}
          >
            {choiceLabels[option]}
          </Button>
        ))}
        {canPin ? (
          <Button variant="ghost" onClick={() => void togglePin()} disabled={busy}>
            {item.isPinned ? (
              <PinOff aria-hidden="true" className="size-4" />
            ) : (
              <Pin aria-hidden="true" className="size-4" />
            )}
            {item.isPinned ? 'Unpin' : 'Pin'}
          </Button>
        ) : null}
      </div>
      {choice ? (
        <ModerationDialog
          choice={choice}
          kind={item.kind}
          itemName={heading}
          busy={busy}
          onConfirm={(reason) => void moderate(choice, reason, () => setChoice(undefined))}
          onCancel={() => setChoice(undefined)}
        />
      ) : null}
    </article>
  );
}
