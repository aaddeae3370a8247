import { randomInt } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { origins } from './origins';
import { expect } from './shell-fixtures';

/*
 * Setting data up through the server's own HTTP API, as each person would in their browser (the
 * marketplace journeys' support modules build on this). Requests go to the consultancy host — Node
 * does not resolve arrsplace.localhost as Chromium does — and carry its Origin, which the API checks
 * on every state-changing request.
 */
export const apiHeaders = { origin: origins.consultancy };

/** A new, empty cookie jar for one person (a fresh browser context's request). */
export type OpenRequest = () => Promise<APIRequestContext>;

export async function expectStatus(response: APIResponse, status: number): Promise<void> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
}

/** A new cookie jar, signed in as this account. */
export async function signedInRequest(openRequest: OpenRequest, email: string, password: string) {
  const request = await openRequest();
  await expectStatus(
    await request.post('/api/auth/sign-in/email', {
      headers: apiHeaders,
      data: { email, password, rememberMe: false },
    }),
    200,
  );
  return request;
}

/** Five random letters and digits: ODS codes are unique among live organisations, and runs are parallel. */
export function uniqueSuffix(): string {
  return randomInt(36 ** 5)
    .toString(36)
    .padStart(5, '0')
    .toUpperCase();
}
