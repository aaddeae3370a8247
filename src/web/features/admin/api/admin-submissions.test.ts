import { describe, expect, it } from 'vitest';
import {
  emptyInboxFilter,
  inboxExportHref,
  inboxFilterFromParams,
  inboxSearchParams,
} from './admin-submissions';

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

describe('the filter read back from the page address', () => {
  it('round-trips, and a missing or odd page is the first', () => {
    const filter = { type: 'contact', status: 'new', from: '', to: '2026-07-31', q: 'a&b' };
    expect(inboxFilterFromParams(inboxSearchParams(filter, 4))).toEqual({ filter, page: 4 });
    expect(inboxFilterFromParams(new URLSearchParams())).toEqual({ filter: emptyInboxFilter, page: 1 });
    for (const page of ['0', '-2', '1.5', 'two']) {
      expect(inboxFilterFromParams(new URLSearchParams({ page })).page, page).toBe(1);
    }
  });
});
