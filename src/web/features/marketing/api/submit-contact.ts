import type { ContactSubmissionInput } from '../../../../shared/submissions/submission.schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/submissions/contact: 201 when received; 400, 422 (flagged) or 429 as ApiError. */
export async function submitContact(input: ContactSubmissionInput): Promise<void> {
  await apiRequest('/api/submissions/contact', { method: 'POST', body: input });
}
