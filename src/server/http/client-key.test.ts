import { describe, expect, it } from 'vitest';
import { clientKeyFor, rateLimitAddress } from './client-key';

describe('rateLimitAddress', () => {
  it.each([
    ['IPv4 counts alone', '198.51.100.7', '198.51.100.7'],
    ['another IPv4 address is another client', '198.51.100.8', '198.51.100.8'],
    ['IPv4-mapped IPv6 is the IPv4 address', '::ffff:198.51.100.7', '198.51.100.7'],
    ['IPv4-mapped IPv6 in hex is the IPv4 address', '::ffff:c633:6407', '198.51.100.7'],
    ['IPv4-mapped IPv6 written in full', '0:0:0:0:0:ffff:198.51.100.7', '198.51.100.7'],
    ['full IPv6 counts by its /64', '2001:0db8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::/64'],
    ['compressed IPv6 counts by its /64', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['upper-case IPv6 is the same client', '2001:DB8:1:2:AAAA::1', '2001:db8:1:2::/64'],
    ['compression inside the prefix', '2001:db8::1', '2001:db8:0:0::/64'],
    ['a zone id is dropped', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['a numeric zone id is dropped', 'fe80::2:3%2', 'fe80:0:0:0::/64'],
    ['IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['NAT64 (not IPv4-mapped) counts by its /64', '64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    ['unparseable text is unchanged', 'not:an::address::', 'not:an::address::'],
    ['an IPv4 tail out of range is unchanged', '::ffff:300.1.1.1', '::ffff:300.1.1.1'],
    ['too many groups is unchanged', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
  ])('%s: %s → %s', (_, address, expected) => {
    expect(rateLimitAddress(address)).toBe(expected);
  });
});

describe('clientKeyFor', () => {
  const secret = 'a'.repeat(32);

  it('gives one key to every address of an IPv6 /64 and another to the next /64', () => {
    const key = clientKeyFor('2001:db8:1:2::1', secret);
    expect(clientKeyFor('2001:db8:1:2:ffff:ffff:ffff:ffff', secret)).toBe(key);
    expect(clientKeyFor('2001:db8:1:2::1%eth0', secret)).toBe(key);
    expect(clientKeyFor('2001:db8:1:3::1', secret)).not.toBe(key);
  });

  it('gives an IPv4 client the same key over IPv4 and IPv4-mapped IPv6, and never the raw address', () => {
    const key = clientKeyFor('198.51.100.7', secret);
    expect(clientKeyFor('::ffff:198.51.100.7', secret)).toBe(key);
    expect(clientKeyFor('198.51.100.8', secret)).not.toBe(key);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(key).not.toContain('198');
  });
});
