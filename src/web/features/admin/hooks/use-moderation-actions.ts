import type { ModerationQueueItem } from '../../../../shared/community/community.schemas';
import { errorMessageOf } from '../../../lib/api-client';
import { usePinPost } from '../../../lib/community-api/pin-post';
import { notify } from '../../../lib/notify';
import { useModerateContent } from '../api/moderate-content';
import { moderationQueueQueryKey } from '../api/moderation-queue-query-key';
import { apiActionOf, choiceTexts, itemHeading, type ModerationChoice } from '../model/moderation-choices';

export function useModerationActions(item: ModerationQueueItem) {
  const moderation = useModerateContent();
  const pin = usePinPost(moderationQueueQueryKey);
  const busy = moderation.isPending || pin.isPending;
  const description = itemHeading(item);

  // mutateAsync, not mutate's callbacks: the card unmounts when the refreshed queue drops the item,
  // and the toast must still show.
  const moderate = async (choice: ModerationChoice, reason: string, done: () => void) => {
    const texts = choiceTexts(choice, item.kind);
    try {
      await moderation.mutateAsync({ kind: item.kind, id: item.id, action: apiActionOf[choice], reason });
      notify.success(texts.done, { description });
      done();
    } catch (error) {
      // The dialog stays open with the reason typed, so the moderator can try again.
      notify.error(texts.failed, { description: errorMessageOf(error) });
    }
  };

  const togglePin = async () => {
    const pinned = !item.isPinned;
    try {
      await pin.mutateAsync({ postId: item.id, pinned });
      notify.success(pinned ? 'Post pinned' : 'Post unpinned', { description });
    } catch (error) {
      notify.error(pinned ? 'Failed to pin post' : 'Failed to unpin post', {
        description: errorMessageOf(error),
      });
    }
  };

  return { moderate, togglePin, busy };
}
