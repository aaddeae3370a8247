import { describe, expect, it } from 'vitest';
import { emptyInboxFilter, inboxExportHref, inboxSearchParams } from './admin-submissions';

describe('the inbox filter as a query string', () => {
  it('leaves blank fields and the first page out', () => {
    expect(inboxSearchParams(emptyInboxFilter).toString()).toBe('');
    expect(inboxExportHref(emptyInboxFilter)).toBe('/api/admin/submissions/export');
    expect(inboxSearchParams({ ...emptyInboxFilter, q: '   ' }, 1).toString()).toBe('');
  });

  it('carries every filled field, trimmed and encoded, and later pages', () => {
    const filter = {
      type: 'employer',
      status: 'done',
      from: '2026-07-01',
      to: '2026-07-31',
      q: ' 100% & co ',
    };
    expect(inboxSearchParams(filter, 3).toString()).toBe(
      'type=employer&status=done&from=2026-07-01&to=2026-07-31&q=100%25+%26+co&page=3',
    );
    // The export is the whole filtered list: never a page.
    expect(inboxExportHref(filter)).toBe(
      '/api/admin/submissions/export?type=employer&status=done&from=2026-07-01&to=2026-07-31&q=100%25+%26+co',
    );
  });
});
