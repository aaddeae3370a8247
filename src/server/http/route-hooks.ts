/** Fastify's `onRoute` hands a route's hooks as none, one or several: a list. */
export const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : ([hooks].flat() as T[]);
