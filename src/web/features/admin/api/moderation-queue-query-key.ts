/** Both moderation queue views are cached under this key; every moderation action invalidates it. */
export const moderationQueueQueryKey = ['admin', 'community', 'moderation-queue'] as const;
