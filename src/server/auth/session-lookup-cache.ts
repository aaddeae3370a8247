import { boundedCache } from '../cache/bounded-cache';

/** Sessions remembered at most (the least recently used are forgotten first). */
const maxEntries = 10_000;

/**
 * The lookup and its parts, read-only: the same objects serve many requests, so a handler that
 * changed one by mistake would throw instead of changing who the next request's caller is.
 */
function frozen<Lookup extends object>(lookup: Lookup): Lookup {
  for (const part of Object.values(lookup)) if (part) Object.freeze(part);
  return Object.freeze(lookup);
}

/**
 * Who is behind each session token, remembered between requests of the embedded database's one
 * process, and forgotten entirely the moment any session, user, profile, membership or organisation
 * changes: the database itself announces every such write (a trigger's NOTIFY, delivered to this
 * process before the writing statement's promise settles), so a suspended account, a revoked session
 * or a withdrawn verification is refused on the very next request, as without the cache.
 *
 * A lookup that was under way when a change was announced is answered but not remembered (the
 * generation moved on), so a row read before a change never outlives it. It holds whatever lookup
 * session.repository.ts makes: the repository, which defines it, uses the cache, not the reverse.
 */
export function createSessionLookupCache<Lookup extends object>() {
  // Wrapped, so that "no such session" is remembered too (a signed cookie of a session now gone).
  const entries = boundedCache<string, { lookup: Lookup | undefined }>(maxEntries);
  let generation = 0;

  return {
    async find(
      token: string,
      load: (token: string) => Promise<Lookup | undefined>,
    ): Promise<Lookup | undefined> {
      const known = entries.get(token);
      if (known) return known.lookup;
      const startedIn = generation;
      const lookup = await load(token);
      if (startedIn === generation) entries.set(token, { lookup: lookup && frozen(lookup) });
      return lookup;
    },
    /** Forgets every entry (a table of the lookup changed). */
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}

export type SessionLookupCache<Lookup extends object> = ReturnType<typeof createSessionLookupCache<Lookup>>;
