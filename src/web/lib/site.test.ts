import { describe, expect, it } from 'vitest';
import { detectSite, siteFromAttribute } from './site';

describe('siteFromAttribute', () => {
  it('accepts the two known sites', () => {
    expect(siteFromAttribute('consultancy')).toBe('consultancy');
    expect(siteFromAttribute('marketplace')).toBe('marketplace');
  });

  it('falls back to the consultancy for a missing or unknown value', () => {
    expect(siteFromAttribute(undefined)).toBe('consultancy');
    expect(siteFromAttribute('')).toBe('consultancy');
    expect(siteFromAttribute('Marketplace')).toBe('consultancy');
    expect(siteFromAttribute('evil')).toBe('consultancy');
  });
});

describe('detectSite', () => {
  it('reads the data-site attribute of the root element', () => {
    expect(detectSite({ dataset: { site: 'marketplace' } })).toBe('marketplace');
    expect(detectSite({ dataset: {} })).toBe('consultancy');
  });
});
