import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { OpportunityTimeline } from './opportunity-timeline';
import type { TimelineEntry } from './opportunity-wording';

const entries: TimelineEntry[] = [
  { status: 'sent', at: '2026-11-20T09:05:00.000Z', by: 'employer', note: null, noteAudience: null },
  {
    status: 'introduced',
    at: '2026-11-25T14:30:00.000Z',
    by: 'admin',
    note: 'Introduced by phone',
    noteAudience: 'both',
  },
];

async function markup(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** The text a reader gets, without the markup. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"');

describe('OpportunityTimeline', () => {
  it('keeps the team’s steps behind a Show timeline button, with who reads each note', async () => {
    const html = await markup(<OpportunityTimeline entries={entries} audience="admin" />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/<ol [^>]*hidden=""[^>]*aria-label="Timeline"/);
    const text = textOf(html);
    expect(text).toContain('Show timeline (2 entries)');
    expect(text).toContain('20 Nov 2026, 09:05, by the organisation');
    expect(text).toContain('“Introduced by phone” (seen by both parties)');
  });

  it('speaks to the organisation under a heading', async () => {
    const text = textOf(
      await markup(<OpportunityTimeline entries={entries} audience="employer" headingLevel={3} />),
    );
    expect(text).toContain('Timeline');
    expect(text).toContain('by your organisation');
    expect(text).toContain('25 Nov 2026, 14:30, by our team');
    expect(text).toContain('Introduced by phone (note seen by the professional too)');
  });

  it('tells the candidate each step in a sentence, and never who else reads a note', async () => {
    const html = await markup(
      <OpportunityTimeline
        entries={entries}
        audience="candidate"
        organisationName="Northgate PCN"
        headingLevel={4}
      />,
    );
    expect(html).toMatch(/<h4 id="([^"]+)"[^>]*>Timeline<\/h4><ol aria-labelledby="\1"/);
    const text = textOf(html);
    expect(text).toContain('Sent by Northgate PCN');
    expect(text).toContain('Introduced by the ARRS Place team');
    expect(text).toContain('“Introduced by phone”');
    expect(text).not.toContain('seen by');
  });
});
