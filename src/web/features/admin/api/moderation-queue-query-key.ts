export const moderationQueueQueryKey = ['admin', 'community', 'moderation-queue'] as const;
