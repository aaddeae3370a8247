import type { CandidateDocument } from '../../../../shared/candidate/uploads';
import { addDays } from '../../../../shared/validation/uk-day';
import { dateText } from './uk-dates';

/*
 * What the candidate's dashboard says of their compliance documents: the ones that need them. Only
 * types come from the shared schemas (no zod on the dashboard).
 */

/** The reminder e-mails start 30 days before a document expires; the dashboard says so from then too. */
export const expiringWithinDays = 30;

type Glanced = Pick<CandidateDocument, 'status' | 'expiryDate'>;

/** One sentence for each kind of document that needs the candidate, most urgent first; none if all is well. */
export function documentsNeedingAttention(documents: readonly Glanced[], today: string): string[] {
  const lapsed = (document: Glanced) =>
    document.status === 'expired' ||
    (document.status !== 'rejected' && document.expiryDate !== null && document.expiryDate < today);
  const rejected = documents.filter((document) => document.status === 'rejected').length;
  const expired = documents.filter(lapsed).length;
  const horizon = addDays(today, expiringWithinDays);
  const expiring = documents
    .filter((document) => !lapsed(document) && document.status !== 'rejected')
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
        ? `1 expires on ${dateText(first)}`
        : `${expiring.length} expire within ${expiringWithinDays} days, the first on ${dateText(first)}`,
    );
  }
  return lines;
}
