import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { organisationLookupResponseSchema } from '../../../../shared/marketplace/search.schemas';
import { apiRequestAs } from '../../../lib/api-client';

/** The server answers from this many characters on (organisationLookupQuerySchema). */
export const lookupMinLength = 2;

export async function lookupOrganisations(text: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ q: text });
  return apiRequestAs<z.output<typeof organisationLookupResponseSchema>>(
    `/api/candidate/organisation-lookup?${query}`,
    { signal },
  );
}

export const organisationLookupQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['candidate', 'organisation-lookup', text] as const,
    queryFn: ({ signal }) => lookupOrganisations(text, signal),
    enabled: text.length >= lookupMinLength,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Looks `text` up once it is long enough (debounce it first: one request per pause in typing). */
export function useOrganisationLookup(text: string) {
  return useQuery(organisationLookupQueryOptions(text.trim()));
}
