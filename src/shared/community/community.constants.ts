/**
 * The community's fixed choices and stream signals, without zod: pages that only show or pick them
 * (the toolbar, the event stream) load this, not the schemas (community.schemas.ts re-exports it).
 */

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

/**
 * Sent on the same stream when the server may have missed events (its database connection was lost
 * and is back): clients refetch everything they show.
 */
export const communityResyncEvent = { type: 'resync' } as const;
/** On the same stream, to its own user only: they have a new in-app notification. */
export const notificationSignal = { type: 'notification' } as const;
/**
 * The last message of a stream whose session has ended (signed out here or everywhere, suspended,
 * deleted, expired): the browser stops following it rather than reconnect with a session now gone.
 */
export const sessionEndedSignal = { type: 'session-ended' } as const;
