import type { ContentStatus, ModerationQueueItem } from '../../../../shared/community/community.schemas';

/** 'dismiss' is the API's restore on something still shown: the same action, other words. */
export type ModerationChoice = 'hide' | 'restore' | 'dismiss';

export const apiActionOf: Record<ModerationChoice, 'hide' | 'restore'> = {
  hide: 'hide',
  restore: 'restore',
  dismiss: 'restore',
};

const choicesByStatus: Record<ContentStatus, readonly ModerationChoice[]> = {
  published: ['hide', 'dismiss'],
  auto_hidden: ['restore', 'hide'],
  hidden: ['restore'],
};

export function choicesFor(item: Pick<ModerationQueueItem, 'status'>): readonly ModerationChoice[] {
  return choicesByStatus[item.status];
}

export const choiceLabels: Record<ModerationChoice, string> = {
  hide: 'Hide',
  restore: 'Restore',
  dismiss: 'Dismiss reports',
};

type Kind = ModerationQueueItem['kind'];

export function choiceTexts(choice: ModerationChoice, kind: Kind) {
  const texts: Record<
    ModerationChoice,
    { title: string; description: string; done: string; failed: string }
  > = {
    hide: {
      title: `Hide this ${kind}?`,
      description: `The ${kind} leaves the community for everyone until it is restored. Its open reports are marked as reviewed.`,
      done: `${capitalised(kind)} hidden`,
      failed: `Failed to hide ${kind}`,
    },
    restore: {
      title: `Restore this ${kind}?`,
      description: `The ${kind} is shown in the community again. Its open reports are marked as reviewed.`,
      done: `${capitalised(kind)} restored`,
      failed: `Failed to restore ${kind}`,
    },
    dismiss: {
      title: 'Dismiss the reports?',
      description: `The ${kind} stays in the community and its open reports are marked as reviewed.`,
      done: 'Reports dismissed',
      failed: 'Failed to dismiss reports',
    },
  };
  return texts[choice];
}

/** The status in words (never colour alone), with the report count when reports hid it. */
export function statusLabel(item: Pick<ModerationQueueItem, 'status' | 'openReports'>): string {
  if (item.status === 'published') return 'Published';
  if (item.status === 'hidden') return 'Hidden';
  return `Hidden automatically (${reportCount(item.openReports)})`;
}

export function reportCount(count: number): string {
  return count === 1 ? '1 report' : `${count} reports`;
}

export function itemHeading(item: Pick<ModerationQueueItem, 'kind' | 'title'>): string {
  return item.kind === 'post' ? item.title : `Comment on "${item.title}"`;
}

export const anonymousAuthor = 'Anonymous User';

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
