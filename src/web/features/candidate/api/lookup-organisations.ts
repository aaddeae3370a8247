import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { organisationLookupResponseSchema } from '../../../../shared/employer/search.schemas';
import { apiRequestParsed } from '../../../lib/api-client';

/** The server answers from this many characters on (organisationLookupQuerySchema). */
export const lookupMinLength = 2;

/** GET /api/candidate/organisation-lookup?q=: organisations registered on the platform, by name or ODS code. */
export async function lookupOrganisations(text: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ q: text });
  return apiRequestParsed(`/api/candidate/organisation-lookup?${query}`, organisationLookupResponseSchema, {
    signal,
  });
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
