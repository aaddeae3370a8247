/** Shared by the forms and the API (docs/product/community.md#post-limits). */
export const communityLimits = {
  postsPerPage: 50,
  titleMax: 200,
  contentMax: 5000,
  commentMax: 5000,
  tagsMax: 5,
  tagMaxLength: 40,
  tagsShownOnCard: 4,
  cardContentCut: 500,
  trendingDays: 7,
  trendingLimit: 5,
  topContributorsFetched: 5,
  topContributorsShown: 3,
  searchMaxLength: 200,
  /** Reports from this many different users hide an item until a moderator reviews it. */
  autoHideReporters: 3,
  moderationReasonMax: 500,
} as const;

export const communityMessages = {
  requiredFields: 'Please fill in all required fields',
  reviewContent: 'Please review your content. Job postings and direct contact sharing are not permitted.',
  bannedWordWarning: (word: string) =>
    `Content may violate community guidelines. Detected: "${word}". Job postings and direct contact sharing are not permitted.`,
  titleTooLong: `Title must be ${communityLimits.titleMax} characters or fewer`,
  contentTooLong: `Content must be ${communityLimits.contentMax} characters or fewer`,
  commentTooLong: `Comments must be ${communityLimits.commentMax} characters or fewer`,
  commentRequired: 'Please write a comment before posting',
  tooManyTags: `You can add up to ${communityLimits.tagsMax} tags`,
  tagTooLong: `Tags must be ${communityLimits.tagMaxLength} characters or fewer`,
  patientData:
    'This looks like patient-identifiable information (an NHS number, or a date of birth next to a name). Please remove it: this is a staff forum, not a clinical record.',
  replyDepth: 'Replies are allowed on top-level comments only.',
  announcementsAdminOnly: 'Only the ARRS Place team can post official announcements.',
  notAuthenticated: 'Not authenticated',
  postNotFound: 'This discussion is no longer available.',
  commentNotFound: 'This comment is no longer available.',
  moderationReasonRequired: 'Please give a reason for this moderation action',
  moderationReasonTooLong: `Please keep the reason to ${communityLimits.moderationReasonMax} characters or fewer`,
  tooManyWrites: 'You are posting very quickly. Please wait a while before posting again.',
  // Toasts.
  loadPostsFailed: 'Failed to load community posts',
  loadCommentsFailed: 'Failed to load comments',
  createPostFailed: 'Failed to create post. Please try again.',
  voteFailed: 'Failed to vote. Please try again.',
  commentFailed: 'Failed to post comment',
  reportPostFailed: 'Failed to report post',
  reportCommentFailed: 'Failed to report comment',
  postCreated: 'Post created successfully!',
  commentPosted: 'Comment posted successfully',
  postReported: 'Post reported successfully',
  commentReported: 'Comment reported successfully',
  tourStarted: 'Community tour started! Follow the highlights to learn about the community features.',
  tourUnavailable: 'Tour is not available right now. Please try again in a moment.',
} as const;

/** Matched case-insensitively as substrings of title plus content. */
export const bannedWords = [
  'job',
  'vacancy',
  'hiring',
  'recruit',
  'position',
  'apply',
  'cv',
  'resume',
  'salary',
  'wage',
  'contact me',
  'email me',
  'phone',
  'urgent',
  'asap',
  'interview',
  'application',
  'candidate',
  'employer',
  'immediate start',
] as const;

export function findBannedWord(...texts: string[]): string | undefined {
  const haystack = texts.join(' ').toLowerCase();
  return bannedWords.find((word) => haystack.includes(word));
}

/** Up to 5 tags, trimmed, without empties or duplicates; case-insensitive duplicates. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}

export function authorInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  const initials = words.map((word) => word.charAt(0).toUpperCase()).join('');
  return initials || 'AU';
}

export const anonymousAuthor = 'Anonymous User';

export const voteScore = (item: { upvotes: number; downvotes: number }) => item.upvotes - item.downvotes;
