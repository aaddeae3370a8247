import type { Site } from '../../../shared/routing/site';
import type { Database } from '../../db/database';
import { RateLimitedError } from '../../errors/app-error';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { createNotFoundRepository } from './not-found.repository';

/** The longest path the log keeps; a longer one is stored cut to this. */
export const maxLoggedPathLength = 2048;

/**
 * Missing paths one client address may add to the log a minute, through either entry point (the
 * 404 page and the app's report): anonymous requests cannot grow the log without limit.
 */
const notFoundRecordLimit = { bucket: 'report:not-found', max: 30, windowMs: 60_000 };

/** The log of missing paths, made once per server: a page request builds nothing of its own. */
export function createNotFoundLog(deps: { db: Database; rateLimiter: () => RateLimiter }) {
  const repository = createNotFoundRepository(deps);
  return {
    /** A not-found page was served: its path is logged, unless the client is over its limit. */
    async pageServed(path: string, site: Site, clientKey: string): Promise<void> {
      const decision = await deps.rateLimiter().consume(notFoundRecordLimit, clientKey);
      if (decision.allowed) await repository.record(path.slice(0, maxLoggedPathLength), site);
    },
    /** The app reports a path it could not show; over the limit the report is refused (429). */
    async reported(path: string, site: Site, clientKey: string): Promise<void> {
      const decision = await deps.rateLimiter().consume(notFoundRecordLimit, clientKey);
      if (!decision.allowed)
        throw new RateLimitedError(
          'Security limit reached. Please wait before trying again.',
          decision.retryAfterSeconds,
        );
      await repository.record(path.slice(0, maxLoggedPathLength), site);
    },
  };
}
