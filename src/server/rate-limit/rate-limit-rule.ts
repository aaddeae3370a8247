/** A limit on one kind of action per client: the limiter decides by it and the repository counts by it. */
export interface RateLimitRule {
  /** What is being limited, e.g. 'form:contact' or 'report:not-found'. */
  bucket: string;
  max: number;
  windowMs: number;
  /** After going over the limit the client is refused for this long (by default 1 hour). */
  blockMs?: number;
}
