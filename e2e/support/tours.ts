import type { Page } from '@playwright/test';

/**
 * Marks tours completed for the user signed in on `page` (which must be on one of our pages), so a
 * route tour (spec §4: /arrsplace/community starts `{role}_community_tour` after 1.5 s) does not
 * cover the page in journeys about something else. Load the tour's page after calling this.
 */
export async function completeTours(page: Page, names: readonly string[]): Promise<void> {
  await page.evaluate(async (tourNames) => {
    for (const name of tourNames) {
      const response = await fetch(`/api/account/tours/${name}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ completed: true }),
      });
      if (!response.ok) throw new Error(`completing ${name} answered ${response.status}`);
    }
  }, names);
}
