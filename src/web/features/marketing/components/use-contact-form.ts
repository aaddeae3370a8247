import { type FormEvent, useState } from 'react';
import { contactProgress, submissionMessages } from '../../../../shared/submissions/submission.constants';
import { createAttemptKey } from '../../../lib/attempt-key';
import type { FormProblem } from '../../../lib/form-problem';
import { notify } from '../../../lib/notify';
import type { ContactValues } from '../model/contact-values';

const emptyValues: ContactValues = {
  name: '',
  email: '',
  phone: '',
  organisation: '',
  consultationType: 'other',
  message: '',
};

export type ContactPhase = 'idle' | 'checking' | 'sending';

/** The submit rule: docs/product/submissions.md#contact-form-checks. */
export function canSubmitContact(phase: ContactPhase, progress: number): boolean {
  return phase === 'idle' && progress >= 60;
}

export function submitLabel(phase: ContactPhase): string {
  if (phase === 'checking') return 'Checking...';
  if (phase === 'sending') return 'Sending...';
  return 'Send Message';
}

/** Fetching starts at the first edit, so by the time the visitor submits the chunk is usually there. */
let submissionChunk: Promise<typeof import('./contact-submission')> | undefined;
function loadSubmission() {
  submissionChunk ??= import('./contact-submission').catch((error: unknown) => {
    submissionChunk = undefined; // a later submit tries again
    throw error;
  });
  return submissionChunk;
}

/** The contact form's state: the shared schema first, then the API (which checks the same rules). */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [problem, setProblem] = useState<FormProblem | undefined>();
  const [phase, setPhase] = useState<ContactPhase>('idle');
  const [attemptKey] = useState(() => createAttemptKey());
  const progress = contactProgress(values);

  const update = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) => {
    void loadSubmission().catch(() => undefined);
    attemptKey.reset();
    setValues((current) => ({ ...current, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitContact(phase, progress)) return;
    setPhase('checking');
    try {
      const { contactProblem, sendContact } = await loadSubmission();
      const found = contactProblem(values);
      setProblem(found);
      if (found) return;
      setPhase('sending');
      if (await sendContact(values, attemptKey.current())) {
        attemptKey.reset();
        setValues(emptyValues);
      }
    } catch {
      // Only the chunk itself can fail here (offline, a new deployment): sendContact reports the rest.
      notify.error('Error', { description: submissionMessages.contactFailed('the form could not load') });
    } finally {
      setPhase('idle');
    }
  };

  return { values, update, problem, phase, progress, submit };
}
