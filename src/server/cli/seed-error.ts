/** A demo seed that cannot run, with a message for the person who ran it (no stack trace). */
export class SeedError extends Error {}
