import { documentExpiryWindowDays } from '../../../../shared/candidates/documents.constants';
import type { CandidateDocument } from '../../../../shared/candidates/uploads';
import { addDays, ukLongDate } from '../../../../shared/validation/uk-day';

/* Only types come from the shared schemas: no zod on the dashboard. */

/** Most urgent first; the server already presents a document past its expiry date as expired. */
export function documentsNeedingAttention(
  documents: readonly Pick<CandidateDocument, 'status' | 'expiryDate'>[],
  today: string,
): string[] {
  const count = (status: CandidateDocument['status']) =>
    documents.filter((document) => document.status === status).length;
  const rejected = count('rejected');
  const expired = count('expired');
  const horizon = addDays(today, documentExpiryWindowDays);
  const expiring = documents
    .filter((document) => document.status === 'pending' || document.status === 'verified')
    .flatMap((document) => (document.expiryDate ? [document.expiryDate] : []))
    .filter((expiry) => expiry <= horizon)
    .sort();
  const lines: string[] = [];
  if (rejected > 0)
    lines.push(
      `${rejected} rejected: read our team's reason and upload ${rejected === 1 ? 'it' : 'them'} again`,
    );
  if (expired > 0)
    lines.push(`${expired} expired: please upload the renewed ${expired === 1 ? 'document' : 'documents'}`);
  const [first] = expiring;
  if (first) {
    lines.push(
      expiring.length === 1
        ? `1 expires on ${ukLongDate(first)}`
        : `${expiring.length} expire within ${documentExpiryWindowDays} days, the first on ${ukLongDate(first)}`,
    );
  }
  return lines;
}
