import { describe, expect, it } from 'vitest';
import { hashTargetId, scrollBehaviourFor } from './hash-scroll';

describe('hashTargetId', () => {
  it('strips the # and decodes the id', () => {
    expect(hashTargetId('#services')).toBe('services');
    expect(hashTargetId('#success%20stories')).toBe('success stories');
    expect(hashTargetId('services')).toBe('services');
  });

  it('is null when there is no target', () => {
    expect(hashTargetId('')).toBeNull();
    expect(hashTargetId('#')).toBeNull();
  });

  it('keeps a malformed escape as it is', () => {
    expect(hashTargetId('#100%')).toBe('100%');
  });
});

describe('scrollBehaviourFor', () => {
  it('scrolls smoothly unless reduced motion is preferred', () => {
    expect(scrollBehaviourFor(false)).toBe('smooth');
    expect(scrollBehaviourFor(true)).toBe('auto');
  });
});
