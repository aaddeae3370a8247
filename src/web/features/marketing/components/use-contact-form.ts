import { type FormEvent, useState } from 'react';
import {
  type ConsultationType,
  contactProgress,
  contactSubmissionSchema,
  submissionMessages,
} from '../../../../shared/submissions/submission.schemas';
import { errorMessageOf } from '../../../lib/api-client';
import { type FormProblem, firstProblem } from '../../../lib/form-problem';
import { notify } from '../../../lib/notify';
import { submitContact } from '../api/submit-contact';
import { notifyFlagged, notifyRateLimited } from './submission-toasts';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  organisation: string;
  consultationType: ConsultationType;
  message: string;
}

const emptyValues: ContactValues = {
  name: '',
  email: '',
  phone: '',
  organisation: '',
  consultationType: 'other',
  message: '',
};

/** Spec §4 form submission: idle → checking → sending → idle. */
export type ContactPhase = 'idle' | 'checking' | 'sending';

/** Spec §5: submit is disabled while busy, while checking, or until progress is at least 60 %. */
export function canSubmitContact(phase: ContactPhase, progress: number): boolean {
  return phase === 'idle' && progress >= 60;
}

export function submitLabel(phase: ContactPhase): string {
  if (phase === 'checking') return 'Checking...';
  if (phase === 'sending') return 'Sending...';
  return 'Send Message';
}

/** The contact form's state: the shared schema first, then the API (which checks the same rules). */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [problem, setProblem] = useState<FormProblem | undefined>();
  const [phase, setPhase] = useState<ContactPhase>('idle');
  const progress = contactProgress(values);

  const update = <K extends keyof ContactValues>(key: K, value: ContactValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitContact(phase, progress)) return;
    setPhase('checking');
    const found = firstProblem(contactSubmissionSchema, values);
    setProblem(found);
    if (found) {
      setPhase('idle');
      return;
    }
    setPhase('sending');
    try {
      await submitContact(values);
      setValues(emptyValues);
      notify.success('Message Sent', {
        description: "Thank you for getting in touch. We'll reply within 2 hours in office hours.",
      });
    } catch (error) {
      if (!notifyRateLimited(error) && !notifyFlagged(error)) {
        notify.error('Error', { description: submissionMessages.contactFailed(errorMessageOf(error)) });
      }
    } finally {
      setPhase('idle');
    }
  };

  return { values, update, problem, phase, progress, submit };
}
