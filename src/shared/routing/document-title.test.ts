import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './document-title';

describe('formatDocumentTitle', () => {
  it('puts the page before the brand', () => {
    expect(formatDocumentTitle('Contact us', 'Meridian Health Partners')).toBe(
      'Contact us | Meridian Health Partners',
    );
  });

  it('does not repeat the brand when the page is the brand', () => {
    expect(formatDocumentTitle('ARRS Place', 'ARRS Place')).toBe('ARRS Place');
  });

  it('falls back to the brand for an empty page name', () => {
    expect(formatDocumentTitle('  ', 'ARRS Place')).toBe('ARRS Place');
  });
});
