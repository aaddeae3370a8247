import { createHmac } from 'node:crypto';

/**
 * An IPv6 client counts by its /64: one connection is given a whole /64 and can pick any of its
 * addresses. An IPv4-mapped address counts as IPv4; anything unparseable is returned unchanged.
 */
export function rateLimitAddress(ip: string): string {
  // IPv4 (nearly every request today) costs one scan of the string.
  if (!ip.includes(':')) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (
    groups[0] === 0 &&
    groups[1] === 0 &&
    groups[2] === 0 &&
    groups[3] === 0 &&
    groups[4] === 0 &&
    groups[5] === 0xffff
  ) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

const hexGroup = /^[0-9a-f]{1,4}$/;
const ipv4Tail = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv6Groups(address: string): number[] | null {
  const zone = address.indexOf('%');
  let text = (zone === -1 ? address : address.slice(0, zone)).toLowerCase();
  const lastColon = text.lastIndexOf(':');
  const tail = ipv4Tail.exec(text.slice(lastColon + 1));
  if (tail) {
    const octets = tail.slice(1).map(Number);
    if (octets.some((octet) => octet > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string | undefined) => (half ? half.split(':') : []);
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const parts = [...head, ...Array.from({ length: missing }, () => '0'), ...rest];
  if (!parts.every((part) => hexGroup.test(part))) return null;
  return parts.map((part) => Number.parseInt(part, 16));
}

/** We never store raw IP addresses; keyed with the server secret so it cannot be brute-forced back. */
export function clientKeyFor(ip: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`client:${rateLimitAddress(ip)}`)
    .digest('base64url')
    .slice(0, 32);
}
