import { submissionMessages } from '../../../../shared/submissions/submission.schemas';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

/** The texts: docs/product/submissions.md#failures. True when it was a 429. */
export function notifyRateLimited(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 429) return false;
  notify.error(submissionMessages.tooManyTitle, { description: submissionMessages.tooMany });
  return true;
}

/** 422 SUBMISSION_FLAGGED → 'Submission Flagged: Please contact us directly if this is legitimate.' */
export function notifyFlagged(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  notify.error(submissionMessages.flaggedTitle, { description: submissionMessages.flagged });
  return true;
}

export function notifyConsentRequired(): void {
  notify.error(submissionMessages.consentRequiredTitle, { description: submissionMessages.consentRequired });
}
