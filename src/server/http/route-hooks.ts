/**
 * A route's own hooks of one kind, as Fastify's `onRoute` hands them over (none, one or several), as
 * a list: what a plugin adding its own hook to a route keeps.
 */
export const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : ([hooks].flat() as T[]);
