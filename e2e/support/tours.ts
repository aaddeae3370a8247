import type { APIRequestContext, Page } from '@playwright/test';
import { apiHeaders, expectStatus } from './api-client';

/** The tours that start by themselves in the candidate area: the dashboard's and the documents page's. */
export const candidateAreaTours = ['candidate_main_tour', 'candidate_documents_tour'] as const;

/**
 * Marks tours completed for the user signed in on `page` (which must be on one of our pages), so a
 * route tour (/arrsplace/community starts `{role}_community_tour` after 1.5 s) does not
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

/** `completeTours` for a user set up through the API: `request` carries their session. */
export async function completeToursThrough(
  request: APIRequestContext,
  names: readonly string[],
): Promise<void> {
  for (const name of names) {
    await expectStatus(
      await request.put(`/api/account/tours/${name}`, { headers: apiHeaders, data: { completed: true } }),
      200,
    );
  }
}
