/** Without zod: the toolbar and the event stream load this, not the schemas. */

export const voteTypes = ['upvote', 'downvote'] as const;
export type VoteType = (typeof voteTypes)[number];

export const postSorts = ['newest', 'popular', 'comments'] as const;
export type PostSort = (typeof postSorts)[number];
export const postSortLabels: Record<PostSort, string> = {
  newest: 'Newest',
  popular: 'Most Popular',
  comments: 'Most Comments',
};

export const contentStatuses = ['published', 'auto_hidden', 'hidden'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

export const communityEventTypes = ['post', 'comment', 'vote', 'moderation'] as const;
export type CommunityEventType = (typeof communityEventTypes)[number];

/** The server may have missed events (its database connection came back): clients refetch everything. */
export const communityResyncEvent = { type: 'resync' } as const;
/** On the same stream, to its own user only: they have a new in-app notification. */
export const notificationSignal = { type: 'notification' } as const;
/** A stream whose session ended ends with this: the browser stops rather than reconnect. */
export const sessionEndedSignal = { type: 'session-ended' } as const;
