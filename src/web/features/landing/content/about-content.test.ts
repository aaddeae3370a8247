import { describe, expect, it } from 'vitest';
import { aboutSections } from './about-content';
import { aboutSectionIds } from './about-outline';

describe('about page content', () => {
  it('has content for every section of the outline, in order', () => {
    expect(aboutSections.map((section) => section.id)).toEqual([...aboutSectionIds]);
  });
});
