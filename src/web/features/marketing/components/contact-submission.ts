import {
  contactSubmissionSchema,
  submissionMessages,
} from '../../../../shared/submissions/submission.schemas';
import { errorMessageOf } from '../../../lib/api-client';
import { type FormProblem, firstProblem } from '../../../lib/form-problem';
import { notify } from '../../../lib/notify';
import { submitContact } from '../api/submissions';
import type { ContactValues } from '../model/contact-values';
import { notifyFlagged, notifyRateLimited } from './submission-toasts';

/** In a chunk of its own: zod and the API client load when the visitor starts typing, not with /contact. */
export function contactProblem(values: ContactValues): FormProblem | undefined {
  return firstProblem(contactSubmissionSchema, values);
}

/** The same `idempotencyKey` for a retry of the same values, so a first attempt that arrived is kept once. */
export async function sendContact(values: ContactValues, idempotencyKey: string): Promise<boolean> {
  try {
    await submitContact(values, idempotencyKey);
    notify.success('Message Sent', {
      description: "Thank you for getting in touch. We'll reply within 2 hours in office hours.",
    });
    return true;
  } catch (error) {
    if (!notifyRateLimited(error) && !notifyFlagged(error)) {
      notify.error('Error', { description: submissionMessages.contactFailed(errorMessageOf(error)) });
    }
    return false;
  }
}
