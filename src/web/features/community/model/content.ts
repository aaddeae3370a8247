import { communityLimits } from '../../../../shared/community/community-rules';

/** Content over 500 characters is cut and ends with '...'. */
export function truncateContent(
  content: string,
  limit: number = communityLimits.cardContentCut,
): { text: string; truncated: boolean } {
  if (content.length <= limit) return { text: content, truncated: false };
  let cut = content.slice(0, limit);
  // Never split a surrogate pair (an emoji) in half.
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return { text: `${cut}...`, truncated: true };
}

export function visibleTags(
  tags: readonly string[],
  shown: number = communityLimits.tagsShownOnCard,
): { shown: string[]; more: number } {
  return { shown: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}

export function repliesLabel(count: number): string {
  return `${count} ${count === 1 ? 'Reply' : 'Replies'}`;
}
