import type { z } from 'zod';
import { searchQuerySchema } from './search.schemas';

/**
 * A saved search keeps the employer search's filters (everything but the page), stored as parsed: the
 * same schema reads them back, so a saved search and a search of the same filters find the same people.
 */
export const savedSearchFilterSchema = searchQuerySchema.omit({ page: true });
export type SavedSearchFilter = z.output<typeof savedSearchFilterSchema>;
