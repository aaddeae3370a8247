import type { NotificationKind } from '../../../shared/marketplace/opportunity.schemas';
import { notificationKindLabels } from '../../../shared/marketplace/opportunity.schemas';
import {
  digestListLabels,
  type UnsubscribeList,
  unsubscribeMessages,
  unsubscribeRateLimit,
} from '../../../shared/marketplace/unsubscribe.schemas';
import type { Database } from '../../db/database';
import { AppError, RateLimitedError } from '../../errors/app-error';
import { readUnsubscribeToken, type UnsubscribeSubject } from '../../mail/unsubscribe-token';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { createMatchPreferencesRepository } from './match-preferences.repository';

/*
 * One-click unsubscribe (docs/product/matching.md#unsubscribing): the signed link alone turns its list
 * off, without signing in; doing it twice changes nothing.
 */

export interface UnsubscribeDeps {
  db: Database;
  secret: string;
  rateLimiter: RateLimiter;
}

export const unsubscribeErrors = {
  invalid: () => new AppError(400, 'UNSUBSCRIBE_LINK_INVALID', unsubscribeMessages.invalidToken),
};

const rule = {
  bucket: 'unsubscribe',
  max: unsubscribeRateLimit.max,
  windowMs: unsubscribeRateLimit.windowMinutes * 60_000,
};

async function admit(deps: UnsubscribeDeps, clientKey: string) {
  const decision = await deps.rateLimiter.consume(rule, clientKey);
  if (!decision.allowed) throw new RateLimitedError(unsubscribeMessages.tooFast, decision.retryAfterSeconds);
}

/** What the list is, for the page that asks before unsubscribing. */
export function listLabel(list: UnsubscribeList): string {
  return list === 'matches_digest' || list === 'saved_search_digest'
    ? digestListLabels[list]
    : notificationKindLabels[list as NotificationKind];
}

/** The user and list a link names; a link that is not ours is refused. */
export async function readUnsubscribeLink(
  deps: UnsubscribeDeps,
  token: string | undefined,
  clientKey: string,
): Promise<UnsubscribeSubject> {
  await admit(deps, clientKey);
  const subject = token ? readUnsubscribeToken(token, deps.secret) : undefined;
  if (!subject) throw unsubscribeErrors.invalid();
  return subject;
}

/** Turns the link's list off: the digest's setting, or the e-mail of that kind of notification. */
export async function unsubscribe(deps: UnsubscribeDeps, token: string | undefined, clientKey: string) {
  const subject = await readUnsubscribeLink(deps, token, clientKey);
  const repository = createMatchPreferencesRepository(deps);
  if (subject.list === 'matches_digest') await repository.setMatchDigest(subject.userId, 'off');
  else if (subject.list === 'saved_search_digest')
    await repository.optOutOfEmail(subject.userId, 'saved_search_match');
  else await repository.optOutOfEmail(subject.userId, subject.list);
  return subject;
}
