import { createQueryClient } from './query-client';

/**
 * The one query cache of the visit. Only the session shell (layouts/session-*) imports it, so
 * TanStack Query loads with the signed-in parts, never with the public pages.
 */
export const appQueryClient = createQueryClient();
