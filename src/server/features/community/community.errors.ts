import { communityMessages } from '../../../shared/community/community-rules';
import { AppError, RateLimitedError } from '../../errors/app-error';

export const communityErrors = {
  postNotFound: () => new AppError(404, 'POST_NOT_FOUND', communityMessages.postNotFound),
  commentNotFound: () => new AppError(404, 'COMMENT_NOT_FOUND', communityMessages.commentNotFound),
  replyDepth: () => new AppError(400, 'REPLY_DEPTH', communityMessages.replyDepth),
  announcementsAdminOnly: () =>
    new AppError(403, 'ANNOUNCEMENTS_ADMIN_ONLY', communityMessages.announcementsAdminOnly),
  rateLimited: (retryAfterSeconds: number) =>
    new RateLimitedError(communityMessages.tooManyWrites, retryAfterSeconds),
};
