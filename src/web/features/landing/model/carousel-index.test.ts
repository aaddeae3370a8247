import { describe, expect, it } from 'vitest';
import { clampIndex, nextIndex, previousIndex } from './carousel-index';

describe('carousel index', () => {
  it('moves forward and wraps at the end', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(2, 4)).toBe(3);
    expect(nextIndex(3, 4)).toBe(0);
  });

  it('moves back and wraps at the start', () => {
    expect(previousIndex(3, 4)).toBe(2);
    expect(previousIndex(0, 4)).toBe(3);
  });

  it('keeps a selected index inside the slides', () => {
    expect(clampIndex(2, 4)).toBe(2);
    expect(clampIndex(-1, 4)).toBe(0);
    expect(clampIndex(9, 4)).toBe(3);
  });

  it('copes with no slides', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(clampIndex(3, 0)).toBe(0);
  });
});
