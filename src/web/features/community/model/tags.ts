import { communityLimits, communityMessages } from '../../../../shared/community/community-rules';

export type AddTagResult = { tags: string[]; error?: undefined } | { tags: string[]; error: string };

/** A blank or duplicate changes nothing; an over-long or sixth tag is refused with the shared message. */
export function addTag(tags: readonly string[], raw: string): AddTagResult {
  const tag = raw.trim();
  const current = [...tags];
  if (tag === '') return { tags: current };
  if (current.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return { tags: current };
  if (current.length >= communityLimits.tagsMax)
    return { tags: current, error: communityMessages.tooManyTags };
  if (tag.length > communityLimits.tagMaxLength)
    return { tags: current, error: communityMessages.tagTooLong };
  return { tags: [...current, tag] };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}

export function tagsFull(tags: readonly string[]): boolean {
  return tags.length >= communityLimits.tagsMax;
}
