import type {
  ContactSubmissionInput,
  RecruitmentSubmissionInput,
} from '../../../../shared/submissions/submission.schemas';
import { apiRequest } from '../../../lib/api-client';

/** Sent again with a retry, the key makes the server store and mail once. */
async function submit(path: string, input: unknown, idempotencyKey: string): Promise<void> {
  await apiRequest(path, { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** POST /api/submissions/contact (422: flagged as spam, or the key reused with other values). */
export function submitContact(input: ContactSubmissionInput, idempotencyKey: string): Promise<void> {
  return submit('/api/submissions/contact', input, idempotencyKey);
}

/** POST /api/submissions/recruitment (422: the key reused with other values). */
export function submitRecruitment(input: RecruitmentSubmissionInput, idempotencyKey: string): Promise<void> {
  return submit('/api/submissions/recruitment', input, idempotencyKey);
}
