import { z } from 'zod';
import { notificationKinds } from './opportunity.schemas';

/*
 * One-click unsubscribe (docs/product/matching.md#unsubscribing): every e-mail that is not needed to use
 * the account names the list it belongs to, and its link turns that list off without signing in.
 */

/** The digests: a job seeker's new matching vacancies, an employer's new professionals for saved searches. */
export const digestLists = ['matches_digest', 'saved_search_digest'] as const;
export type DigestList = (typeof digestLists)[number];

/** What an unsubscribe link turns off: one kind of notification e-mail, or a digest. */
export const unsubscribeLists = [...notificationKinds, ...digestLists] as const;
export type UnsubscribeList = (typeof unsubscribeLists)[number];

export const unsubscribePath = '/api/unsubscribe';

/** Per client address: generous for people, a wall for anyone trying tokens. */
export const unsubscribeRateLimit = { max: 30, windowMinutes: 10 } as const;

/** A signed token is short; anything much longer is not one of ours. */
export const unsubscribeTokenMaxLength = 400;

export const unsubscribeMessages = {
  invalidToken:
    'This unsubscribe link is not valid. Copy the whole link from the e-mail, or choose which e-mails you get in your account settings.',
  pageTitle: 'Unsubscribe',
  confirm: 'Stop these e-mails?',
  button: 'Unsubscribe',
  done: 'You are unsubscribed. You will not get these e-mails any more; you can turn them back on in your account settings.',
  tooFast: 'Too many unsubscribe requests. Please wait a minute and try again.',
} as const;

/** What each list is, in a sentence the unsubscribe page can show. */
export const digestListLabels: Record<DigestList, string> = {
  matches_digest: 'The e-mail digest of new vacancies that match your profile',
  saved_search_digest: 'The daily e-mail of new professionals matching your saved searches',
};

const tokenSchema = z.string().min(1).max(unsubscribeTokenMaxLength);

/** The token travels in the link's query; a form may also post it. */
export const unsubscribeQuerySchema = z.object({ t: tokenSchema.optional() });
export const unsubscribeBodySchema = z
  .object({ t: tokenSchema.optional(), 'List-Unsubscribe': z.string().max(40).optional() })
  .optional();
