import { boundedCache } from '../cache/bounded-cache';
import type { SessionLookup } from './session.repository';

/** Sessions remembered at most (the least recently used are forgotten first). */
const maxEntries = 10_000;

/**
 * The lookup and its parts, read-only: the same objects serve many requests, so a handler that
 * changed one by mistake would throw instead of changing who the next request's caller is.
 */
function frozen(lookup: SessionLookup): SessionLookup {
  for (const part of Object.values(lookup)) if (part) Object.freeze(part);
  return Object.freeze(lookup);
}

/**
 * Remembered in the embedded database's one process and forgotten entirely the moment any table of the
 * lookup changes: a trigger's NOTIFY arrives before the writing statement settles, so a suspension or
 * revocation is refused on the very next request (decision 029). A lookup under way during a change is
 * answered but not remembered.
 */
export function createSessionLookupCache() {
  // Wrapped, so that "no such session" is remembered too (a signed cookie of a session now gone).
  const entries = boundedCache<string, { lookup: SessionLookup | undefined }>(maxEntries);
  let generation = 0;

  return {
    async find(
      token: string,
      load: (token: string) => Promise<SessionLookup | undefined>,
    ): Promise<SessionLookup | undefined> {
      const known = entries.get(token);
      if (known) return known.lookup;
      const startedIn = generation;
      const lookup = await load(token);
      if (startedIn === generation) entries.set(token, { lookup: lookup && frozen(lookup) });
      return lookup;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}

export type SessionLookupCache = ReturnType<typeof createSessionLookupCache>;
