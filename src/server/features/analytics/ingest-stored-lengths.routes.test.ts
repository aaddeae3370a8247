import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  analyticsElementAttributeMaxLength,
  analyticsIngestPaths,
  analyticsPathMaxLength,
  analyticsStoredElementAttributeMaxLength,
  analyticsStoredPathMaxLength,
  analyticsStoredTitleMaxLength,
  analyticsTitleMaxLength,
} from '../../../shared/analytics/ingest.schemas';
import {
  beacon,
  click,
  clicks,
  closeIngestApp,
  ingestApp,
  pageView,
  pageViews,
  sessions,
  start,
} from './ingest.test-utils';

afterEach(closeIngestApp);

/* What a beacon may send is more than what is stored: long values are cut, not refused. */

/** Long, and with a query string still within what a beacon may send. */
const longPath = `/jobs/${'a'.repeat(analyticsPathMaxLength - 30)}`;

describe('stored lengths', () => {
  it('cuts a page view’s path and title to the stored lengths and keeps only the referrer’s host', async () => {
    await start();
    // The title's cut falls inside an emoji (two UTF-16 units): it is kept or dropped whole.
    const title = `${'t'.repeat(analyticsStoredTitleMaxLength - 1)}😀${'x'.repeat(100)}`;
    expect(title.length).toBeLessThanOrEqual(analyticsTitleMaxLength);
    const response = await beacon(
      analyticsIngestPaths.pageView,
      pageView({
        path: `${longPath}?token=secret`,
        title,
        referrer: 'https://User:Pass@Search.Example.org:8443/results/nurse-jobs?q=ARRS+pharmacist#top',
      }),
    );
    expect(response.statusCode).toBe(204);
    await ingestApp().app.analytics.flush();
    const [row] = await pageViews();
    expect(row?.pagePath).toBe(longPath.slice(0, analyticsStoredPathMaxLength));
    expect(row?.pageTitle).toBe(`${'t'.repeat(analyticsStoredTitleMaxLength - 1)}😀`);
    expect(Array.from(row?.pageTitle ?? '')).toHaveLength(analyticsStoredTitleMaxLength);
    expect(row?.referrerHost).toBe('search.example.org');
  });

  it('keeps short values as they are', async () => {
    await start();
    await beacon(analyticsIngestPaths.pageView, pageView({ path: '/services', title: '  Our services  ' }));
    await ingestApp().app.analytics.flush();
    expect(await pageViews()).toMatchObject([{ pagePath: '/services', pageTitle: 'Our services' }]);
  });

  it('cuts a click’s path, element id and class, and a visit’s entry and current page', async () => {
    await start();
    const sessionId = randomUUID();
    const attribute = (letter: string) => letter.repeat(analyticsElementAttributeMaxLength);
    await beacon(analyticsIngestPaths.pageView, pageView({ path: longPath, consent: true, sessionId }));
    const sent = await beacon(
      analyticsIngestPaths.click,
      click(sessionId, { path: longPath, elementId: attribute('i'), elementClass: attribute('c') }),
    );
    expect(sent.statusCode).toBe(204);
    await ingestApp().app.analytics.flush();
    expect(await clicks()).toMatchObject([
      {
        pagePath: longPath.slice(0, analyticsStoredPathMaxLength),
        elementId: 'i'.repeat(analyticsStoredElementAttributeMaxLength),
        elementClass: 'c'.repeat(analyticsStoredElementAttributeMaxLength),
        elementText: 'Book a call',
      },
    ]);
    expect(await sessions()).toMatchObject([
      {
        entryPage: longPath.slice(0, analyticsStoredPathMaxLength),
        currentPage: longPath.slice(0, analyticsStoredPathMaxLength),
      },
    ]);
    // The page shown again on another long path: the visit's current page is cut too.
    const other = `/x${'b'.repeat(analyticsPathMaxLength - 2)}`;
    await beacon(analyticsIngestPaths.active, { sessionId, path: other });
    await ingestApp().app.analytics.flush();
    expect((await sessions())[0]?.currentPage).toBe(other.slice(0, analyticsStoredPathMaxLength));
  });
});
