import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { consentReceiptsResponseSchema } from '../../../../shared/marketplace/opportunity.schemas';
import { apiRequestAs } from '../../../lib/api-client';

export const consentReceiptsQueryKey = ['candidate', 'consent-receipts'] as const;

export async function getConsentReceipts(signal?: AbortSignal) {
  return apiRequestAs<z.output<typeof consentReceiptsResponseSchema>>('/api/candidate/consent-receipts', {
    signal,
  });
}

export const consentReceiptsQueryOptions = queryOptions({
  queryKey: consentReceiptsQueryKey,
  queryFn: ({ signal }) => getConsentReceipts(signal),
});

export function useConsentReceipts() {
  return useQuery(consentReceiptsQueryOptions);
}

export const consentReceiptDownloadPath = (id: string) =>
  `/api/candidate/consent-receipts/${encodeURIComponent(id)}`;
