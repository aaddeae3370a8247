import { describe, expect, it } from 'vitest';
import { randomUuid } from './random-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  it('uses crypto.randomUUID where the browser has it', () => {
    expect(
      randomUuid({ getRandomValues: crypto.getRandomValues.bind(crypto), randomUUID: () => 'a-b-c-d-e' }),
    ).toBe('a-b-c-d-e');
  });

  it('builds a version 4 UUID from random bytes outside a secure context', () => {
    const maxed = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    };
    expect(randomUuid(maxed as Pick<Crypto, 'getRandomValues'>)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const real = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => randomUuid(real)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });
});
