import { createHmac } from 'node:crypto';

/**
 * A stable, non-reversible key for a client address, for rate limits and counters: we never store
 * raw IP addresses. Keyed with the server secret so the key cannot be brute-forced back to an IP.
 */
export function clientKeyFor(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(`client:${ip}`).digest('base64url').slice(0, 32);
}
